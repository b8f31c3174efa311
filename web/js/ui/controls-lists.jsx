// The form's two list controls: a multiple combat (the attackers of the
// outnumbered model in their fighting order, the 1st rolling 2D6 + FA, the
// 2nd 3D6 + FA…, each with its FA and its formation's retreat) and a
// vehicle's locations (one PS stepper per propulsion or weapon). Items can be
// added and removed; a removed item's button that had focus hands it to "+ Add".
import { t } from '../platform/words.mjs';
import { Stepper, Toggle } from './controls.jsx';

/** Removes item `i` of `field`; focus, if it was on the vanished button, goes to the list's add button. */
function remove(event, field, values, onChange, i) {
  const add = event.currentTarget.closest('.field').querySelector(`[data-add]`);
  onChange(field.key, values[field.key].filter((_, j) => j !== i));
  if (!document.activeElement || document.activeElement === document.body) add?.focus();
}

/** `field` = { key, label, min, max, fa: { min, max } }: the attackers, each { fa, retreat }. */
export function AttackerList({ field, values, onChange }) {
  const items = values[field.key];
  const set = (i, changes) => onChange(field.key, values[field.key].map((a, j) => (j === i ? { ...a, ...changes } : a)));
  return (
    <div class="field field--list">
      <span class="field__label">{t(field.label)}</span>
      <ol class="attackers" data-testid={`${field.key}-list`}>
        {items.map((item, i) => {
          const n = i + 1;
          const name = t('attackerN', { n });
          const key = `${field.key}-${i}`;
          return (
            <li class="attacker" data-testid={key}>
              <div class="attacker__head">
                <span class="attacker__title">{name}<span class="attacker__dice">{t('attackerDice', { d: n + 1 })}</span></span>
                {items.length > field.min ? (
                  <button type="button" class="tool tool--quiet attackers__remove" data-testid={`${key}-remove`}
                    aria-label={t('removeAttacker', { n })}
                    onClick={(e) => remove(e, field, values, onChange, i)}>{t('remove')}</button>) : null}
              </div>
              <Stepper field={{ type: 'stepper', key: `${key}-fa`, label: 'fa', min: field.fa.min, max: field.fa.max }}
                values={{ [`${key}-fa`]: item.fa }} onChange={(_, v) => set(i, { fa: v })} context={name} />
              <Toggle field={{ type: 'toggle', key: `${key}-retreat`, label: 'retreatAttacker' }}
                values={{ [`${key}-retreat`]: item.retreat }} onChange={(_, v) => set(i, { retreat: v })} context={name} />
            </li>
          );
        })}
      </ol>
      <button type="button" class="tool attackers__add" data-add data-testid={`${field.key}-add`}
        disabled={items.length >= field.max}
        onClick={() => {
          const now = values[field.key];
          if (now.length < field.max) onChange(field.key, [...now, { ...now[now.length - 1] }]);
        }}>{t('addAttacker')}</button>
    </div>
  );
}

/** `field` = { key, label, item, min, max, psMax, add }: the PS left of each location. */
export function PsList({ field, values, onChange }) {
  const items = values[field.key];
  return (
    <div class="field field--ps" data-testid={`field-${field.key}`}>
      <span class="field__label">{t(field.label)}</span>
      <ol class="ps-list" data-testid={`${field.key}-list`}>
        {items.map((ps, i) => {
          const key = `${field.key}-${i}`;
          const name = t(field.item, { n: i + 1 });
          return (
            <li class="ps-item" data-testid={key}>
              <span class="ps-item__title">{name}</span>
              <Stepper field={{ type: 'stepper', key, label: 'ps', min: 0, max: field.psMax }} values={{ [key]: ps }}
                context={name} onChange={(_, v) => onChange(field.key, values[field.key].map((p, j) => (j === i ? v : p)))} />
              {items.length > field.min ? (
                <button type="button" class="tool tool--quiet ps-list__remove" data-testid={`${key}-remove`}
                  aria-label={t('removeItem', { item: name })}
                  onClick={(e) => remove(e, field, values, onChange, i)}>{t('remove')}</button>)
                : <span class="ps-item__spacer" />}
            </li>
          );
        })}
      </ol>
      <button type="button" class="tool ps-list__add" data-add data-testid={`${field.key}-add`}
        disabled={items.length >= field.max}
        onClick={() => {
          const now = values[field.key];
          if (now.length < field.max) onChange(field.key, [...now, now.length ? now[now.length - 1] : 1]);
        }}>{t(field.add)}</button>
    </div>
  );
}
