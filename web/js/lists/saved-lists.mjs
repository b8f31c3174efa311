// The saved lists' own actions on the lists screen: the list being edited
// saved as a copy, a saved list duplicated, deleted (and brought back), lists
// imported from a file. Each says what happened in S.status, or its refusal
// in S.error, and draws the screen again.
import { t } from '../platform/words.mjs';
import { newListId } from '../platform/store.mjs';
import { readImport, saveNew } from './io.mjs';
import { fileText } from '../platform/intake.mjs';

/** The actions on the screen's state `S` and the device's `store()`. */
export function savedListActions({ S, store, draw, failed, openSaved }) {
  return {
    saveCopy() {
      try {
        const id = newListId(Object.keys(store().data.lists));
        store().save((d) => { d.lists[id] = { list: structuredClone(S.list), savedAt: new Date().toISOString() }; });
        openSaved(id);
        S.status = t('listCopySaved');
        draw();
      } catch (error) { S.error = failed(error); draw(); }
    },

    duplicate(id) {
      try {
        const list = structuredClone(store().data.lists[id].list);
        list.name = list.name ? t('listCopyName', { name: list.name }).slice(0, 200) : '';
        saveNew(store(), [list]);
        S.status = t('listDuplicated');
      } catch (error) { S.error = failed(error); }
      draw();
    },

    remove(id) {
      try {
        const entry = store().data.lists[id];
        store().save((d) => { delete d.lists[id]; });
        S.deleted = { id, entry };
        S.status = t('listDeleted', { name: entry.list.name || t('listUnnamed') });
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
        S.status = t('listRestored');
      } catch (error) { S.error = failed(error); }
      draw();
    },

    async importFile(file) {
      try {
        const lists = readImport(await fileText(file), (list) => S.auspex.checkList(list));
        saveNew(store(), lists);
        S.status = t('listsImported', { n: lists.length });
        S.error = '';
      } catch (error) { S.status = ''; S.error = failed(error); }
      draw();
      if (S.error) S.el.querySelector('[data-testid="lists-error"]')?.focus();
    },
  };
}
