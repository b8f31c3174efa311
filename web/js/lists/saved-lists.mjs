// The saved lists' own actions on the lists screen: the list being edited
// saved as a copy, a saved list duplicated, deleted (and brought back), lists
// imported from a file. Each says what happened in S.status, or its refusal
// in S.error, and draws the screen again.
import { t, playerSaid } from '../platform/words.mjs';
import { newListId } from '../platform/store.mjs';
import { readImport, saveNew } from './io.mjs';
import { fileText } from '../platform/intake.mjs';
import { h } from '../ui/view.mjs';
import { download } from './share.mjs';
import { totalText, unitCount } from './builder.mjs';
import { playButton } from './new-list.mjs';
import '../platform/lists-words.mjs';

/**
 * A saved list on the lists index: its name, rules, faction, total and
 * units, and Ouvrir / Jouer / Dupliquer / Supprimer (`actions`: open, play,
 * duplicate, remove, canPlay, rulesetName, factionName); a list the core
 * refuses is drawn unreadable (drawUnreadableItem).
 */
export function drawSavedItem(auspex, id, entry, actions) {
  const { list } = entry;
  let checked;
  try { checked = auspex.checkList(list); } catch (error) { return drawUnreadableItem(id, entry, error, actions.remove); }
  const name = list.name || t('listUnnamed');
  const meta = [actions.rulesetName(list), actions.factionName(list), totalText(checked.totals, list), t('listUnitsCount', { n: unitCount(list) })];
  return h('li', { class: 'lists-item', 'data-testid': 'lists-item' },
    h('div', { class: 'lists-item__text' },
      h('span', { class: 'lists-item__name', 'data-testid': 'lists-item-name' }, name),
      h('span', { class: 'lists-meta' }, meta.filter(Boolean).join(' · '))),
    h('div', { class: 'toolbar__row lists-item__tools' },
      h('button', { type: 'button', class: 'tool', 'data-testid': 'lists-open', 'aria-label': t('listOpenName', { name }),
        onclick: () => actions.open(id) }, t('listOpen')),
      actions.canPlay(list) ? playButton('lists-play', list, (how) => actions.play(id, how), { 'aria-label': t('listPlayName', { name }) }, auspex, true) : null,
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'lists-duplicate', 'aria-label': t('listDuplicateName', { name }),
        onclick: () => actions.duplicate(id) }, t('listDuplicate')),
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'lists-delete', 'aria-label': t('listDeleteName', { name }),
        onclick: () => actions.remove(id) }, t('listDelete'))));
}

/**
 * A saved list the core refuses (older data, a list of rules no longer
 * here): listed all the same, said unreadable with the core's reason, offered
 * as a file and deletable — never a broken screen. `remove(id)` deletes it.
 */
export function drawUnreadableItem(id, { list }, error, remove) {
  const name = typeof list?.name === 'string' && list.name ? list.name : id;
  return h('li', { class: 'lists-item', 'data-testid': 'lists-item-unreadable' },
    h('div', { class: 'lists-item__text' },
      h('span', { class: 'lists-item__name', 'data-testid': 'lists-item-name' }, name),
      h('span', { class: 'why' }, t('listUnreadable', { message: error?.name === 'AuspexError' ? playerSaid(error) : t('intakeNotJson') }))),
    h('div', { class: 'toolbar__row lists-item__tools' },
      h('button', { type: 'button', class: 'tool', 'data-testid': 'lists-unreadable-download', 'aria-label': t('listDownloadName', { name }),
        onclick: () => download(`auspex-liste-${id}.json`, `${JSON.stringify(list, null, 2)}\n`) }, t('listDownload')),
      h('button', { type: 'button', class: 'tool tool--quiet', 'data-testid': 'lists-delete', 'aria-label': t('listDeleteName', { name }),
        onclick: () => remove(id) }, t('listDelete'))));
}

/** The actions on the screen's state `S` and the device's `store()`. */
export function savedListActions({ S, store, draw, failed, openSaved }) {
  return {
    saveCopy() {
      try {
        const id = newListId(Object.keys(store().data.lists));
        store().save((d) => { d.lists[id] = { list: structuredClone(S.list), savedAt: new Date().toISOString() }; });
        openSaved(id);
        S.status = () => t('listCopySaved');
        draw();
      } catch (error) { S.error = failed(error); draw(); }
    },

    duplicate(id) {
      try {
        const list = structuredClone(store().data.lists[id].list);
        list.name = list.name ? t('listCopyName', { name: list.name }).slice(0, 200) : '';
        saveNew(store(), [list]);
        S.status = () => t('listDuplicated');
      } catch (error) { S.error = failed(error); }
      draw();
    },

    remove(id) {
      try {
        const entry = store().data.lists[id];
        store().save((d) => { delete d.lists[id]; });
        S.deleted = { id, entry };
        S.status = () => t('listDeleted', { name: (typeof entry.list?.name === 'string' && entry.list.name) || t('listUnnamed') });
        S.error = '';
      } catch (error) { S.error = failed(error); }
      draw();
      S.el.querySelector('[data-testid="lists-undo-delete"]')?.focus();
    },

    undoDelete() {
      const { id, entry } = S.deleted ?? {};
      if (!id) return;
      try {
        store().save((d) => { d.lists[id] = entry; });
        S.deleted = null;
        S.status = () => t('listRestored');
      } catch (error) { S.error = failed(error); }
      draw();
    },

    async importFile(file) {
      try {
        const lists = readImport(await fileText(file), (list) => S.auspex.checkList(list));
        saveNew(store(), lists);
        S.status = () => t('listsImported', { n: lists.length });
        S.error = '';
      } catch (error) { S.status = ''; S.error = failed(error); }
      draw();
      if (S.error) S.el.querySelector('[data-testid="lists-error"]')?.focus();
    },
  };
}
