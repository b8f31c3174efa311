// Lists as JSON files: one list (the list file of docs/lists.md) or all of
// them ({ "format": "auspex-lists", "version": 1, "lists": [...] }). An import
// is checked completely, every list through the core's checkList, before
// anything is written: a bad file changes nothing and is refused with one
// error naming the list and the field.
import { newListId } from '../platform/store.mjs';
import { t, said, playerSaid } from '../platform/words.mjs';
import '../platform/lists-words.mjs';

/** `vars` with `text` read when shown (in the page's language then). */
const later = (vars, text) => Object.defineProperty(vars, 'text', { get: text, enumerable: true });

export const ALL_FORMAT = 'auspex-lists';
export const ALL_VERSION = 1;

export class ImportError extends Error {
  constructor(key, vars = {}) { super(key); this.key = key; this.vars = vars; }
}

const isObject = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** A file-name-safe form of a list's name. */
export function slug(name, fallback = 'liste') {
  return String(name ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || fallback;
}

/** The file of one list: { name, text }. */
export function exportOne(list) {
  return { name: `${slug(list.name)}.auspex-list.json`, text: `${JSON.stringify(list, null, 2)}\n` };
}

/** The file of all the lists, in the order given: { name, text }. */
export function exportAll(lists) {
  const data = { format: ALL_FORMAT, version: ALL_VERSION, lists };
  return { name: 'auspex-lists.json', text: `${JSON.stringify(data, null, 2)}\n` };
}

/**
 * The lists of an imported file (JSON text), each checked by `check(list)`
 * (the core's checkList: returns { list } or throws an error with path and
 * detail). Returns the checked lists, or throws one ImportError.
 */
export function readImport(text, check) {
  let data;
  try { data = JSON.parse(text); } catch (e) { throw new ImportError('importNotJson', { message: e.message }); }
  let lists;
  let prefix = '';
  if (isObject(data) && data.format === ALL_FORMAT) {
    if (data.version !== ALL_VERSION) throw new ImportError('importVersion', { version: JSON.stringify(data.version ?? null) });
    const extra = Object.keys(data).find((k) => !['format', 'version', 'lists'].includes(k));
    if (extra) throw new ImportError('importField', { path: extra });
    if (!Array.isArray(data.lists)) throw new ImportError('importField', { path: 'lists' });
    lists = data.lists;
    prefix = 'lists.';
  } else if (isObject(data) && data.format === 'auspex-list') {
    lists = [data];
  } else {
    throw new ImportError('importFormat', { format: JSON.stringify(isObject(data) ? data.format ?? null : null) });
  }
  return lists.map((list, i) => {
    const where = prefix ? `${prefix}${i}` : '';
    const name = isObject(list) && typeof list.name === 'string' && list.name ? list.name : `n° ${i + 1}`;
    if (!isObject(list)) throw new ImportError('importList', later({ list: name, path: where || '—', message: 'not an object' }, () => t('importNotList')));
    try {
      return check(list).list;
    } catch (e) {
      const path = [where, e.path].filter(Boolean).join('.') || '—';
      throw new ImportError('importList', later({ list: name, path, message: said(e) }, () => playerSaid(e)));
    }
  });
}

/** Saves checked `lists` as new lists (new ids: never over a saved one) in one write; returns their ids. */
export function saveNew(store, lists, now = Date.now()) {
  const ids = [];
  store.save((data) => {
    for (const list of lists) {
      const id = newListId([...Object.keys(data.lists), ...ids], now);
      ids.push(id);
      data.lists[id] = { list, savedAt: new Date(now).toISOString() };
    }
  });
  return ids;
}
