// The calculator's form controls as Preact components: + / − steppers,
// switches, segmented buttons, notes, drop-down lists, read-only facts and
// the two list controls (ui/controls-lists.jsx). Each is a function of the
// current values: Preact patches only what changed between two renders, so
// the element that has focus stays in place. (The other screens are Preact
// too, written with h() of ui/view.mjs.)
// Props of every control: { field, values, onChange(key, value), context }:
// `context` is the section's title when two fields of the form share a label
// ("Combattants" of the attacker and the target), so their accessible names say which section.
import { t } from '../platform/words.mjs';
import { maxOf, showValue } from './controls.mjs';
import { AttackerList, PsList } from './controls-lists.jsx';
import { ruled } from './rule-tip.mjs';

const ARROWS = { ArrowUp: +1, ArrowRight: +1, ArrowDown: -1, ArrowLeft: -1 };

// The stepper whose bound was just tapped against, and why it stops there
// (shown beside it until a step succeeds): { key, value, why }.
let bound = null;

export function Stepper({ field, values, onChange, context }) {
  const label = t(field.label);
  const name = context ? `${label} (${context})` : label;
  const v = values[field.key];
  const max = maxOf(field, values);
  const step = (delta) => {
    const next = values[field.key] + delta;
    const top = maxOf(field, values);
    if (next >= field.min && next <= top) {
      bound = null;
      onChange(field.key, next);
      return;
    }
    // Past a bound: nothing changes, the reason shows at the control (the rules' cap, or the bound itself).
    bound = { key: field.key, value: values[field.key], why: delta > 0 ? (field.maxWhy?.(values) ?? t('boundMax', { max: showValue(field.format, top) }))
      : t('boundMin', { min: showValue(field.format, field.min) }) };
    onChange(field.key, values[field.key]);
  };
  const shown = showValue(field.format, v);
  // Shown while the value stays where it stopped (another control may have moved it).
  const why = bound?.key === field.key && bound.value === v ? bound.why : null;
  return (
    <>
      <div class="field field--stepper" data-testid={`field-${field.key}`}>
        <span class="field__label">{label}</span>
        <div class="stepper">
          <button type="button" class="stepper__btn" data-testid={`${field.key}-dec`} aria-label={t('dec', { label: name })}
            aria-disabled={String(v <= field.min)} onClick={() => step(-1)}>−</button>
          <span class="stepper__value" role="spinbutton" tabindex={0} data-testid={`${field.key}-value`}
            aria-label={name} aria-valuenow={v} aria-valuemin={field.min} aria-valuemax={max} aria-valuetext={shown}
            onKeyDown={(event) => {
              if (ARROWS[event.key]) { event.preventDefault(); step(ARROWS[event.key]); }
            }}>{shown}</span>
          <button type="button" class="stepper__btn" data-testid={`${field.key}-inc`} aria-label={t('inc', { label: name })}
            aria-disabled={String(v >= max)} onClick={() => step(+1)}>+</button>
        </div>
      </div>
      {why ? <p class="field__why" role="status" data-testid={`${field.key}-why`}>{why}</p> : null}
    </>
  );
}

export function Toggle({ field, values, onChange, context }) {
  return (
    <div class="field field--switch">
      <button type="button" role="switch" class="switch" data-testid={`${field.key}-toggle`}
        aria-checked={String(Boolean(values[field.key]))} onClick={() => onChange(field.key, !values[field.key])}>
        <span class="switch__label">{t(field.label)}</span>
        {context ? <span class="visually-hidden">{` (${context})`}</span> : null}
        <span class="switch__track" aria-hidden="true"><span class="switch__thumb" /></span>
      </button>
    </div>
  );
}

// An option may be shown only for some values (`option.show(values)`).
function Segment({ field, values, onChange }) {
  const id = `label-${field.key}`;
  return (
    <div class="field field--segment">
      <span class="field__label" id={id}>{t(field.label)}</span>
      <div class={`segment${field.wide ? ' segment--wrap' : ''}${field.pairs ? ' segment--pairs' : ''}`}
        role="group" aria-labelledby={id}>
        {field.options.map((option) => (
          <button type="button" class="segment__btn" data-testid={`${field.key}-${option.value}`}
            aria-pressed={String(values[field.key] === option.value)}
            hidden={Boolean(option.show && !option.show(values))}
            onClick={() => onChange(field.key, option.value)}>{option.text ?? t(option.label)}</button>
        ))}
      </div>
    </div>
  );
}

const Note = ({ field, values }) => <p class="field field--note">{field.text ? field.text(values) : t(field.label)}</p>;

// A drop-down list (the phone's own picker): units, weapons, locations,
// terrain; its options depend on the other values (`field.options(values)`).
function Select({ field, values, onChange }) {
  const id = `select-${field.key}`;
  return (
    <div class="field field--select">
      <label class="field__label" for={id}>{t(field.label)}</label>
      <select id={id} class="select" data-testid={`${field.key}-select`} value={values[field.key]}
        onChange={(event) => onChange(field.key, event.target.value)}>
        {field.options(values).map((o) => <option value={o.value}>{o.text}</option>)}
      </select>
    </div>
  );
}

// Read-only facts: what a unit's ruleset gives (PRE, PEN, ARM…).
function Facts({ field, values }) {
  return (
    <div class="field field--facts">
      <span class="field__label">{t(field.label)}</span>
      <dl class="facts" data-testid={`${field.key}-list`}>
        {field.items(values).map((item) => <div class="facts__item"><dt>{item.label}</dt><dd>{item.value}</dd></div>)}
      </dl>
    </div>
  );
}

/** Whether `field` shows for `values` (`field.show(values)`, true without it). */
export const shown = (field, values) => (field.show ? field.show(values) : true);

/** The control of `field`; none while `field.show(values)` is false. */
export function Control(props) {
  if (!shown(props.field, props.values)) return null;
  const Kind = { stepper: Stepper, toggle: Toggle, segment: Segment, note: Note, list: AttackerList, psList: PsList,
    select: Select, facts: Facts }[props.field.type];
  // A field that is a rule (its glossary's `fields`): its "?" beside it.
  return ruled(<Kind {...props} />, props.rule, `rule-${props.field.key}`);
}
