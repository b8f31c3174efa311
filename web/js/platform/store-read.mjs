// The device store read at open (platform/store.mjs): every record of the
// database, each taken on its own (store-legacy.mjs' goodRecord, as older
// data is): what this page can open goes to the tables, a game joined with
// its undo steps (store-steps.mjs); what an older page wrote that this one
// cannot open is moved aside together, in one transaction, as one file to
// download. Nothing else is read or written.
import { emptyData, goodRecord, asideText } from './store-legacy.mjs';
import { joined } from './store-steps.mjs';

/**
 * Reads database `db` (its object stores `kinds`, the steps and aside):
 * { data (tables of schema 3), revs: [["kind/id", rev]], known: [[game id,
 * Set of its step hashes]], aside: [entries] }; a bad record is moved aside.
 */
export async function readAll(db, { kinds, now }) {
  const tx = db.transaction([...kinds, 'steps', 'aside'], 'readonly');
  const out = { data: emptyData(), revs: [], known: [], aside: [] };
  const bad = []; // records an older page wrote that this one cannot open: moved aside below
  for (const kind of ['lists', 'customRulesets']) {
    for (const rec of await tx.objectStore(kind).getAll()) {
      if (!goodRecord(kind, rec.id, rec.value)) { bad.push({ kind, rec }); continue; }
      out.data[kind][rec.id] = rec.value;
      out.revs.push([`${kind}/${rec.id}`, rec.rev]);
    }
  }
  const steps = new Map();
  for (const s of await tx.objectStore('steps').getAll()) {
    if (!steps.has(s.game)) steps.set(s.game, new Map());
    steps.get(s.game).set(s.hash, s.snapshot);
  }
  for (const rec of await tx.objectStore('games').getAll()) {
    const mine = steps.get(rec.id) ?? new Map();
    const game = goodRecord('games', rec.id, rec.value) ? joined(rec.value, (hash) => mine.get(hash)) : null;
    if (!game || !goodRecord('games', rec.id, game)) { bad.push({ kind: 'games', rec }); continue; }
    out.data.games[rec.id] = game;
    out.revs.push([`games/${rec.id}`, rec.rev]);
    out.known.push([rec.id, new Set(mine.keys())]);
  }
  out.aside = await tx.objectStore('aside').getAll();
  await tx.done;
  if (bad.length) out.aside.push(await setAside(db, bad, { kinds, now }));
  return out;
}

/** Records that cannot be opened, moved aside together (one file to download), in one transaction; the aside entry. */
async function setAside(db, bad, { kinds, now }) {
  const tx = db.transaction([...kinds, 'aside'], 'readwrite');
  const entry = { id: `records@${now()}`, at: new Date(now()).toISOString(), why: 'unreadable', n: bad.length,
    text: asideText(bad.map(({ kind, rec }) => ({ kind, id: rec.id, value: rec.value }))) };
  await Promise.all([tx.objectStore('aside').put(entry), ...bad.map(({ kind, rec }) => tx.objectStore(kind).delete(rec.id))]);
  await tx.done;
  return entry;
}
