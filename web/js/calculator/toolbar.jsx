// The bar above the form: which attack is being edited (A / B / C, each in
// its colour), "+ Compare" (a copy of the current attack), removing the
// attack being edited, and "Share link" with its result (copied, or a field
// holding the link to copy by hand).
// Props: { count, active, onSelect(i), onAdd(), onRemove(), onShare(),
// share: { state: null|'copied'|'shared'|'manual', url } }.
import { t } from '../platform/words.mjs';
import { LETTERS, MAX_ATTACKS } from './share.mjs';

export function Toolbar({ count, active, share, onSelect, onAdd, onRemove, onShare }) {
  const state = share?.state;
  return (
    <>
      {count > 1 ? (
        <div class="toolbar__row">
          <div class="picker" role="group" aria-label={t('editedAttack')}>
            {LETTERS.slice(0, count).map((letter, i) => (
              <button type="button" class={`picker__btn c-${i}`} aria-pressed={String(i === active)}
                aria-label={t('editAttack', { letter })} data-testid={`attack-${letter}`}
                onClick={() => onSelect(i)}>{letter}</button>
            ))}
          </div>
          <button type="button" class="tool tool--quiet" data-testid="compare-remove"
            onClick={onRemove}>{t('removeAttack', { letter: LETTERS[active] })}</button>
        </div>) : null}
      <div class="toolbar__row">
        <button type="button" class="tool" data-testid="compare-add" disabled={count >= MAX_ATTACKS}
          aria-label={count >= MAX_ATTACKS ? t('compareFull', { max: MAX_ATTACKS })
            : t('compareName', { letter: LETTERS[active], next: LETTERS[count] })}
          onClick={onAdd}>{t('compare')}</button>
        <button type="button" class="tool" data-testid="share" onClick={onShare}>{t('share')}</button>
      </div>
      <p class="toolbar__status" role="status" data-testid="share-status">{state ? t(`share_${state}`) : ''}</p>
      {state === 'manual' || state === 'copied' ? (
        <input type="text" class="share-url" readonly value={share.url} aria-label={t('shareField')}
          data-testid="share-url" onFocus={(e) => e.target.select()} />) : null}
    </>
  );
}
