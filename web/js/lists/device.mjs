// The player's data on the device, on the lists screen (platform/store.mjs):
// what the store says (a database refused or blocked, a full device, a list
// changed in two pages), the games played in two pages at once (the player
// chooses: keep this one, take the other, keep both), the data kept aside
// (downloaded, then forgotten), and the backup of everything to one file
// and its restore, which merges: what it will add or replace is shown
// before anything is written. Everything is set as text, never as HTML.
import { t, playerSaid, getLang } from '../platform/words.mjs';
import { h, createRef } from '../ui/view.mjs';
import { drawPreview } from '../ui/preview.mjs';
import { migrate, valid, KINDS, goodRecord } from '../platform/store.mjs';
import { LIMITS, bounded, parseJson, table, goodId, fileText } from '../platform/intake.mjs';
import { download } from './share.mjs';
import { customProblem, adoptCustom, forgetCustom } from '../platform/custom-units.mjs';
import { checkGameRecord } from './game-link.mjs';

export const BACKUP_FORMAT = 'auspex-backup';
export const BACKUP_VERSION = 1;

const GROUP_WORDS = { lists: 'backupLists', customRulesets: 'backupUnitsAll', games: 'backupGames' };

export class BackupError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);
const day = (now) => new Date(now).toISOString().slice(0, 10);

/** The backup file of everything the store holds (lists, custom units, games with their undo steps): { name, text }. */
export function backupFile(data, now = Date.now()) {
  const out = { format: BACKUP_FORMAT, version: BACKUP_VERSION, savedAt: new Date(now).toISOString() };
  for (const kind of KINDS) out[kind] = data[kind];
  return { name: `auspex-sauvegarde-${day(now)}.json`, text: `${JSON.stringify(out)}\n` };
}

/**
 * The records of a backup file (JSON text): { lists, customRulesets, games }.
 * Also takes what older pages kept in localStorage (schemas 1 to 3: the
 * data kept aside is offered as that). Each list is checked by `checkList`,
 * each custom ruleset by `checkRuleset` (the core's); a bad file throws one
 * BackupError naming the field (`path`).
 */
export function readBackup(text, { checkList, checkRuleset, checkCustom = () => '', checkGame = () => {} }) {
  let data;
  try { data = parseJson(bounded(text, LIMITS.file)); } catch (e) {
    if (e.key === 'intakeTooBig') throw e;
    throw new BackupError('backupNotJson');
  }
  const refuse = (path, key, vars = {}) => { throw new BackupError(key, { path, ...vars }); };
  let records;
  if (isObject(data) && data.format === BACKUP_FORMAT) {
    if (data.version !== BACKUP_VERSION) refuse('version', 'backupVersion', { version: JSON.stringify(data.version ?? null) });
    const extra = Object.keys(data).find((k) => !['format', 'version', 'savedAt', ...KINDS].includes(k));
    if (extra) refuse(extra, 'backupUnknown');
    records = data;
  } else if (isObject(data) && [1, 2, 3].some((n) => valid(data, n))) {
    records = migrate(data, data.version === 1 ? 1 : data.schema);
  } else refuse('format', 'backupFormat');
  const out = {};
  for (const kind of KINDS) {
    const group = records[kind] ?? {};
    if (!isObject(group)) refuse(kind, 'backupGroup', { get group() { return t(GROUP_WORDS[kind]); } });
    out[kind] = table();
    for (const [id, value] of Object.entries(group)) {
      const at = `${kind}.${id}`;
      const name = (isObject(value) && [value.list?.name, value.name?.fr, value.name].find((x) => typeof x === 'string' && x)) || id;
      // Each refusal names the record by its name and says what is wrong in words (the path kept for the tests).
      const bad = (key, e = null) => {
        const path = [at, e?.path ?? e?.vars?.path].filter(Boolean).join('.');
        throw new BackupError(key, { name: String(name), path, get text() { return e?.key ? t(e.key, e.vars) : e ? playerSaid(e) : ''; } });
      };
      if (!goodId(id)) bad(kind === 'lists' ? 'backupList' : kind === 'games' ? 'backupGame' : 'backupUnits');
      if (!isObject(value)) bad(kind === 'lists' ? 'backupList' : kind === 'games' ? 'backupGame' : 'backupUnits');
      if (kind === 'lists') {
        if (!isObject(value.list)) bad('backupList');
        try { checkList(value.list); } catch (e) { bad('backupList', e); }
      } else if (kind === 'customRulesets') {
        try { checkRuleset(value); } catch (e) { bad('backupUnits', e); }
        // The player's own units only, under their own id: never a built-in ruleset.
        const problem = value.id === id ? checkCustom(value) : 'importWrongBase';
        if (problem) bad('backupUnits', { key: 'customNotOwn', vars: { id: String(value.id ?? '') } });
      } else {
        if (!goodRecord('games', id, value)) bad('backupGame');
        try { checkGame(value); } catch (e) { bad('backupGameRefused', e); }
      }
      out[kind][id] = value;
    }
  }
  return out;
}

/** A record's name, for the player. */
function nameOf(kind, value) {
  if (kind === 'lists') return value.list?.name || t('listUnnamed');
  if (kind === 'games') return t('gameTitle', { name: value.name || t('listUnnamed') });
  return value.name?.[getLang()] ?? value.name?.fr ?? value.id ?? '';
}

/** What restoring `records` over `data` does: { add, replace: [{ kind, id, name }], same: n }. */
export function restorePlan(data, records) {
  const plan = { add: [], replace: [], same: 0 };
  for (const kind of KINDS) {
    for (const [id, value] of Object.entries(records[kind])) {
      const here = data[kind][id];
      if (here === undefined) plan.add.push({ kind, id });
      else if (JSON.stringify(here) === JSON.stringify(value)) plan.same += 1;
      else plan.replace.push({ kind, id });
    }
  }
  return plan;
}

/**
 * Writes the records the plan adds or replaces (one record each); returns
 * how to undo it: the records as they were (an added one removed).
 */
export function restore(store, records, plan) {
  const before = [...plan.add, ...plan.replace].map(({ kind, id }) => ({ kind, id, value: store.data[kind][id] }));
  store.save((d) => { for (const { kind, id } of [...plan.add, ...plan.replace]) d[kind][id] = records[kind][id]; });
  return () => {
    store.save((d) => { for (const { kind, id, value } of before) { if (value === undefined) delete d[kind][id]; else d[kind][id] = value; } });
    return before;
  };
}

const KIND_WORDS = { lists: 'backupKindList', customRulesets: 'backupKindUnits', games: 'backupKindGame' };
const btn = (testid, label, onclick, cls = 'tool') => h('button', { type: 'button', class: cls, 'data-testid': testid, onclick }, label);

/**
 * What the store says, at the top of the lists screen: its notices (each
 * dismissed once read), the games to settle, the data kept aside.
 */
export function drawDeviceNotices(store, { redraw }) {
  const notices = store.notices.map((n) => h('div', { class: 'error store-notice', role: 'alert', tabindex: -1, 'data-testid': 'store-notice' },
    h('p', {}, t(n.key, n.vars)),
    btn('store-notice-ok', t('storeNoticeOk'), () => { store.notices = store.notices.filter((x) => x !== n); redraw(); }, 'tool tool--quiet')));
  const conflicts = store.conflicts.map((c) => h('div', { class: 'error store-notice', role: 'alert', tabindex: -1, 'data-testid': 'store-conflict' },
    h('p', {}, t('storeGameConflict', { name: c.mine?.name || c.theirs?.name || t('listUnnamed') })),
    h('div', { class: 'toolbar__row' },
      btn('store-conflict-mine', t('storeKeepMine'), () => { store.settle(c.id, 'mine'); redraw(); }, 'tool tool--primary'),
      btn('store-conflict-theirs', t('storeTakeTheirs'), () => { store.settle(c.id, 'theirs'); redraw(); }),
      btn('store-conflict-both', t('storeKeepBoth'), () => { store.settle(c.id, 'both'); redraw(); }))));
  const aside = store.aside.map((a) => h('div', { class: 'error store-notice', role: 'alert', 'data-testid': 'store-aside' },
    h('p', {}, t(a.why === 'conflict' ? 'storeAsideConflict' : a.n ? 'storeAsideEntries' : 'storeAside', { at: new Date(a.at).toLocaleString(getLang()), n: a.n })),
    h('div', { class: 'toolbar__row cu-actions' }, // buttons that wrap on a phone, as "Mes unités"'
      btn('store-aside-download', t('storeAsideDownload'), () => { download(`auspex-${a.why}-${a.at.slice(0, 10)}.json`, a.text); a.downloaded = true; redraw(); }),
      a.downloaded ? btn('store-aside-forget', t('storeAsideForget'), () => { store.forget(a.id); redraw(); }, 'tool tool--quiet') : null)));
  return [...notices, ...conflicts, ...aside];
}

/**
 * The backup row of the lists index: "Tout sauvegarder" (one file) and
 * "Restaurer…"; a chosen file is read and checked whole, then what it will
 * add or replace is shown, with "Restaurer" and "Annuler". `S.restore`
 * holds the file read ({ records, plan }) until then; `fail(error)` says a
 * refusal on the screen.
 */
export function drawBackup(S, store, { auspex, redraw, fail, done }) {
  const chooser = createRef();
  const read = async (file) => {
    try {
      const records = readBackup(await fileText(file), { checkList: (l) => auspex.checkList(l), checkRuleset: (r) => auspex.checkRuleset(r),
        checkCustom: customProblem, checkGame: (g) => checkGameRecord(auspex, g) });
      S.restore = { records, plan: restorePlan(store.data, records) };
      S.error = '';
    } catch (error) { S.restore = null; fail(error); }
    redraw();
    S.el?.querySelector('[data-testid="backup-preview"]')?.focus();
  };
  const chosen = h('input', { ref: chooser, type: 'file', accept: '.json,application/json', class: 'visually-hidden', tabindex: -1,
    'aria-hidden': 'true', 'data-testid': 'backup-file',
    onchange: (e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) read(f); } });
  const count = store.data ? KINDS.reduce((n, k) => n + Object.keys(store.data[k]).length, 0) : 0;
  return h('section', { class: 'backup', 'data-testid': 'backup' },
    h('h2', { class: 'section-title' }, t('backupTitle')),
    h('p', { class: 'lists-meta' }, t('backupHint')),
    h('div', { class: 'toolbar__row cu-actions' },
      h('button', { type: 'button', class: 'tool', 'data-testid': 'backup-save', disabled: count ? null : true, onclick: () => {
        const f = backupFile(store.data);
        download(f.name, f.text);
      } }, t('backupSave')),
      btn('backup-restore', t('backupRestore'), () => chooser.current.click()),
      chosen),
    S.restore ? drawRestore(S, store, { auspex, redraw, done }) : null,
    !S.restore && S.restoreUndo ? h('div', { class: 'toolbar__row' }, btn('backup-undo', t('backupUndo'), () => {
      S.restoreUndo();
      S.restoreUndo = null;
      Object.assign(S, { status: () => t('backupUndone'), error: '' });
      redraw();
    })) : null);
}

function drawRestore(S, store, { auspex, redraw, done }) {
  const { records, plan } = S.restore;
  const line = (testid, key, items) => (items.length ? h('div', { 'data-testid': testid },
    h('p', {}, t(key, { n: items.length })),
    h('ul', { class: 'backup-items' }, items.map(({ kind, id }) => h('li', {}, `${t(KIND_WORDS[kind])} · ${nameOf(kind, records[kind][id])}`)))) : null);
  const nothing = !plan.add.length && !plan.replace.length;
  return drawPreview({ testid: 'backup-preview',
    adds: line('backup-adds', 'backupAdds', plan.add), replaces: line('backup-replaces', 'backupReplaces', plan.replace),
    same: plan.same ? t('backupSame', { n: plan.same }) : null, nothing: nothing ? t('backupNothing') : null,
    apply: { testid: 'backup-apply', label: t('backupApply'), onclick: () => {
      const undo = restore(store, records, plan);
      for (const { kind, id } of [...plan.add, ...plan.replace]) if (kind === 'customRulesets') adoptCustom(auspex, store.data.customRulesets[id]);
      // Every replace can be taken back: the device's records as they were before the restore.
      S.restoreUndo = () => {
        for (const { kind, id, value } of undo()) if (kind === 'customRulesets') (value ? adoptCustom(auspex, value) : forgetCustom(id));
      };
      S.restore = null;
      done(plan);
    } },
    cancel: { testid: 'backup-cancel', label: t('backupCancel'), onclick: () => { S.restore = null; redraw(); } } });
}
