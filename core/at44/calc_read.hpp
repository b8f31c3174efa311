// Parts of the at44 calc answer (core/at44/calc*.cpp), shared between direct
// attacks (calc.cpp) and templates (calc_template.cpp).
#pragma once

#include "at44/attack.hpp"
#include "at44/calc.hpp"
#include "at44/vehicle.hpp"
#include "calc/calc.hpp"

namespace auspex::calc::at44_read {

// target.vehicle, bounded so that the exact chain stays small.
at44::Vehicle readVehicle(const Fields& target);
// attack.allocation against `vehicle` (`aim` only in melee).
at44::Allocation readAllocation(const Fields& attack, const at44::Vehicle& vehicle, bool melee);
// target.medic (infantry only) and target.autoRepair (a vehicle only): the
// skill is there and not used yet this turn.
void readRepairs(const Fields& target, bool& medic, bool& autoRepair, bool vehicle, bool infantry);
// The Medic reading a request chose (its readings.medic).
at44::MedicReading medicReadingOf(const requests::Chosen& chosen);
at44::AutoRepairReading autoRepairReadingOf(const requests::Chosen& chosen);
// The vehicle fields of a response.
void addVehicle(json& out, const at44::VehicleOutcome& v);
// The scenery fields of a response.
void addScenery(json& out, const at44::SceneryOutcome& s);

// A direct attack's request (attack.kind "shoot" or "melee", no scenery) read
// as answerAt44 reads it, not answered: the activation planner resolves each
// salvo so.
struct Read {
  at44::Attack attack;
  at44::Defender target;
};
Read readDirectAttack(const Fields& request);

// A template attack (attack.kind "indirect" or "projection").
// A template attack (attack.kind "indirect" or "projection"); `sceneryReader`
// reads target.scenery (the whole core's; nullptr: refused).
using SceneryReader = void (*)(const Fields&, at44::Defender&);
json answerTemplate(const Fields& request, bool projection, SceneryReader sceneryReader);

}  // namespace auspex::calc::at44_read
