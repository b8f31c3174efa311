// Readings: where a seed's words leave room for more than one ruling, each
// ruling players may take is a named value of a reading, chosen by a
// request's `readings` object ({"<id>": "<value>"}). A system declares
// its readings once (core/<system>/readings.cpp), the first value of each
// being the one taken when the request names none (the project's, written
// in docs/rules/<system>.md). A request that takes readings reads them with
// readReadings; the values and their words are answered by the calculator's
// kind "readings" (readingsJson), which the page shows for a table to pick.
// This file names no game.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "requests/fields.hpp"

namespace auspex::requests {

struct ReadingValue {
  const char* id;
  const char* en;
  const char* fr;
};

struct Reading {
  const char* id;
  const char* en;  // what is read, in a few words ("the shots' targets")
  const char* fr;
  std::vector<ReadingValue> values;  // the first is taken when none is named
  const char* doc;                   // where it is written: "docs/rules/<system>.md#<anchor>"
};

// The readings a request chose, each of the system's with its value (the
// default where the request named none).
class Chosen {
 public:
  Chosen() = default;
  explicit Chosen(std::map<std::string, std::string> values) : values_(std::move(values)) {}
  // The value of reading `id` (which must be one of the system's).
  const std::string& of(const std::string& id) const;
  bool is(const std::string& id, const std::string& value) const { return of(id) == value; }

 private:
  std::map<std::string, std::string> values_;
};

// The optional object `readings` of `r`: each key one of `table`'s ids, each
// value one of its values (errors name "readings.<id>").
Chosen readReadings(const Fields& r, const std::vector<Reading>& table);

// The same from an object given as it is (an action's `readings`), at `path`.
Chosen readReadings(const json& value, const std::string& path, const std::vector<Reading>& table);

// The table as the kind "readings" answers it: {"readings": [{"id", "name": {fr, en},
// "default", "values": [{"id", "name": {fr, en}}], "doc"}]}.
json readingsJson(const std::vector<Reading>& table);

// What a log line adds when reading `id` is not the default: " (lecture « <reading> : <value> »)"
// and " (reading “<reading>: <value>”)", or empty strings when `chosen` is the default.
struct ReadingWords {
  std::string fr, en;
};
ReadingWords readingWords(const std::vector<Reading>& table, const Chosen& chosen,
                          const std::string& id);

}  // namespace auspex::requests
