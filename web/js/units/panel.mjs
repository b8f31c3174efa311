// "Mes unités": the player's units of the current game's ruleset, listed
// with Edit / Delete, a form to create or edit one, and the export / import
// of the custom ruleset file. Errors are the core's own, naming the JSON path.
// Rendered with Preact (ui/view.mjs): a redraw updates only what changed, so
// the focus and what the player is typing stay put.
import { t, playerSaid } from '../platform/words.mjs';
import { h, render, createRef } from '../ui/view.mjs';
import { drawPreview } from '../ui/preview.mjs';
import { baseRuleset, nameOf } from '../platform/rulesets.mjs';
import { customUnits, customRuleset, saveUnit, deleteUnit, exportFile, readImport, applyImport, CustomError } from '../platform/custom-units.mjs';
import { fileText, IntakeError } from '../platform/intake.mjs';
import { draftOf, fieldsOf, unitOfDraft } from './form.mjs';
import { gameOf } from '../games/index.mjs';

// plan: a file read, shown before it changes anything (readImport); undo: how to take the last import back.
const panel = { draft: null, status: '', error: '', plan: null, undo: null };
const fileRef = createRef();
const errorRef = createRef();

/**
 * Draws the panel into `el` for `game` (hidden when the game has no ruleset).
 * ctx = { auspex, open(system) (loads a system's module and rulesets), onUnitsChanged() }.
 */
export function drawCustom(el, game, ctx) {
  const base = ctx.auspex && gameOf(game.system)?.unitForm ? baseRuleset(game.system, game.edition ?? null) : null;
  el.hidden = !base;
  if (!base) { render(null, el); return; }
  if (panel.draft && panel.draft.baseId !== base.id) panel.draft = null;
  const redraw = () => drawCustom(el, game, ctx);
  const done = (status) => { panel.status = status; panel.error = ''; ctx.onUnitsChanged(); redraw(); };
  const fail = (error) => {
    panel.status = '';
    // Read when drawn: in the page's language then.
    if (error instanceof CustomError) panel.error = () => t(error.key, error.vars);
    else if (error instanceof IntakeError) panel.error = () => t('importRefused', { message: t(error.key, error.vars) });
    else if (error.name === 'AuspexError') panel.error = () => t('unitRefused', { message: playerSaid(error) });
    else panel.error = () => t(error.message);
    redraw();
    errorRef.current?.focus();
  };
  const units = customUnits(base.id);
  const list = units.length
    ? h('ul', { class: 'cu-list', 'data-testid': 'custom-list' }, units.map((u) => h('li', { class: 'cu-item' },
      h('span', { class: 'cu-item__name' }, nameOf(u.name)),
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': `custom-edit-${u.id}`,
        'aria-label': t('editUnitName', { name: nameOf(u.name) }),
        onclick: () => { panel.draft = { ...draftOf(customRuleset(base.id), u), baseId: base.id }; panel.error = ''; redraw(); } }, t('editUnit')),
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': `custom-delete-${u.id}`,
        'aria-label': t('deleteUnitName', { name: nameOf(u.name) }),
        onclick: () => { try { deleteUnit(ctx.auspex, base, u.id); done(() => t('unitDeleted')); } catch (e) { fail(e); } } }, t('deleteUnit')))))
    : h('p', { class: 'cu-empty' }, t('noUnits'));
  const file = h('input', { ref: fileRef, type: 'file', accept: '.json,application/json', class: 'visually-hidden', tabindex: -1,
    'aria-hidden': 'true', 'data-testid': 'custom-import-file',
    onchange: async (e) => {
      const chosen = e.target.files?.[0];
      if (!chosen) return;
      e.target.value = '';
      try {
        const text = await fileText(chosen);
        // A file of another game: its system's module and rulesets are loaded first.
        let system;
        try { system = JSON.parse(text)?.system; } catch { /* readImport names the error */ }
        if (typeof system === 'string' && ctx.open) await ctx.open(system);
        // Read whole and shown first: nothing changes before "Importer".
        panel.plan = readImport(ctx.auspex, text);
        panel.undo = null;
        panel.status = '';
        panel.error = '';
        redraw();
        el.querySelector('[data-testid="custom-import-preview"]')?.focus();
      } catch (error) { panel.plan = null; fail(error); }
    } });
  const actions = h('div', { class: 'toolbar__row cu-actions' },
    h('button', { type: 'button', class: 'tool', 'data-testid': 'custom-new',
      onclick: () => { panel.draft = { ...draftOf(base, null), baseId: base.id }; panel.error = ''; redraw(); } }, t('newUnit')),
    h('button', { type: 'button', class: 'tool', 'data-testid': 'custom-export', disabled: units.length === 0,
      onclick: () => {
        const { name, text } = exportFile(base.id);
        const a = document.createElement('a');
        Object.assign(a, { href: URL.createObjectURL(new Blob([text], { type: 'application/json' })), download: name });
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      } }, t('exportUnits')),
    h('button', { type: 'button', class: 'tool', 'data-testid': 'custom-import', onclick: () => fileRef.current?.click() }, t('importUnits')),
    file);
  const form = panel.draft ? drawForm(base, ctx, redraw, done, fail) : null;
  render([
    h('h2', { class: 'section-title cu-title' }, t('myUnitsOf', { ruleset: nameOf(base.name) })),
    list, actions, form, panel.plan ? drawImport(ctx, redraw, done, fail) : null,
    panel.undo ? h('div', { class: 'toolbar__row' }, h('button', { type: 'button', class: 'tool', 'data-testid': 'custom-import-undo',
      onclick: () => { try { panel.undo(); panel.undo = null; done(() => t('importUndone')); } catch (e) { fail(e); } } }, t('importUndo'))) : null,
    h('p', { class: 'toolbar__status', role: 'status', 'data-testid': 'custom-status' }, typeof panel.status === 'function' ? panel.status() : panel.status),
    h('div', { ref: errorRef, class: 'error', role: 'alert', tabindex: -1, 'data-testid': 'custom-error', hidden: !panel.error },
      typeof panel.error === 'function' ? panel.error() : panel.error)], el);
}

/** A "Mes unités" file read: what it adds and what it replaces, before "Importer". */
function drawImport(ctx, redraw, done, fail) {
  const { plan } = panel;
  const line = (testid, key, names) => (names.length
    ? h('p', { 'data-testid': testid }, t(key, { n: names.length, names: names.join(', ') })) : null);
  const nothing = !plan.add.length && !plan.replace.length;
  return drawPreview({ testid: 'custom-import-preview',
    adds: line('custom-import-adds', 'importAdds', plan.add), replaces: line('custom-import-replaces', 'importReplaces', plan.replace),
    same: plan.same ? t('importSame', { n: plan.same }) : null, nothing: nothing ? t('importNothing') : null,
    apply: { testid: 'custom-import-apply', label: t('importApply'), onclick: () => {
      try {
        const n = plan.add.length + plan.replace.length;
        panel.undo = applyImport(ctx.auspex, plan);
        panel.plan = null;
        done(() => t('unitsImported', { n }));
      } catch (e) { fail(e); }
    } },
    cancel: { testid: 'custom-import-cancel', label: t('cancel'), onclick: () => { panel.plan = null; redraw(); } } });
}

function drawForm(base, ctx, redraw, done, fail) {
  const draft = panel.draft;
  const source = customRuleset(base.id) ?? base;
  return h('form', { class: 'cu-form', 'data-testid': 'custom-form', 'aria-label': t('myUnits'),
    onsubmit: (event) => {
      event.preventDefault();
      try {
        const taken = [...source.units, ...source.weapons].map((x) => x.id);
        const { unit, weapons } = unitOfDraft(source, draft, taken);
        saveUnit(ctx.auspex, base, unit, weapons);
        panel.draft = null;
        done(() => t('unitSaved', { name: nameOf(unit.name) }));
      } catch (error) { fail(error); }
    } },
  fieldsOf(source, draft, redraw),
  h('div', { class: 'toolbar__row' },
    h('button', { type: 'submit', class: 'tool tool--primary', 'data-testid': 'cu-submit' }, t('saveUnit')),
    h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'cu-cancel',
      onclick: () => { panel.draft = null; panel.error = ''; redraw(); } }, t('cancel'))));
}
