// Boots the calculator: loads the rules core, renders the game tabs and the
// form of the chosen game (calculator/calculator.jsx, with Preact), and
// recomputes the results on every change. The page comes with the first
// game's calculator prerendered (scripts/prerender.mjs): when it opens on
// that calculator, the prerendered regions are hydrated once the core is
// there; when it opens on anything else, preload.js has hidden them
// (data-prerender="stale" on <html>) and the first render replaces them.
import { render, hydrate } from 'preact';
import { createCore, AuspexError } from './platform/core.mjs';
import { initLang, setLang, getLang, t, playerSaid } from './platform/words.mjs';
import { GAMES, normalize, loadForms, formLoaded } from './calculator/forms.mjs';
import { loadParts } from './games/index.mjs';
import { regions, calculate } from './calculator/calculator.jsx';
import { encodeLink, decodeLink, gameOfLink, isLink, shareUrl, LinkError, LETTERS, MAX_ATTACKS } from './calculator/share.mjs';
import { percent } from './platform/format.mjs';
import { nextTask, loadStyles, isOpen, loadSystems, writeAddressLater, flushAddress, loadFailure } from './platform/page-load.mjs';
import { drawCustom } from './units/panel.mjs';
import { setText, setHidden, setAttr, showRulesetFailures } from './ui/page-boxes.mjs';
import { onCustomChange } from './platform/custom-units.mjs';
import { loadGlossary, onGlossary } from './platform/glossary.mjs';
import { isListsHash, isGameLink, rememberedPlace, readLocal, writeLocal, rememberGameUsed } from './platform/place.mjs';
import './platform/offline.mjs'; // offline app: service worker, update notice

// The lists and game screens (lists/lists-screen.mjs and each game's play.mjs, with their
// imports) load on demand: at the first tap on "Listes", or when the page opens a list (#l=).
let lists = null; // the lists-screen module once loaded
const listsShown = () => lists?.listsShown() ?? false;
function drawLists() {
  if (lists) { lists.draw(); return; }
  if (!isOpen()) return; // the button shows once the core is there
  const nav = $('lists-nav');
  nav.hidden = false;
  nav.textContent = t('listsNav');
  nav.setAttribute('aria-expanded', 'false');
}
async function loadLists() {
  if (!lists) {
    const [module] = await Promise.all([import('./lists/lists-screen.mjs'), loadParts(), openSystems(null), loadStyles('styles-play.css')]);
    if (!lists) {
      lists = module;
      lists.initLists({ auspex: state.auspex, el: $('lists'), nav: $('lists-nav'), onClose: compute,
        onOpen: () => { state.linkError = null; showLinkError(); } });
    }
  }
  return lists;
}

const GAME_STORE = 'auspex.game';
const $ = (id) => document.getElementById(id);

/** Loads what the games of `systems` (every system when null) need: the core's, their calculators; throws when a module cannot load. */
async function openSystems(systems) {
  try {
    await Promise.all([loadSystems(state.auspex, systems, state.allSystems), loadForms(systems)]);
  } finally {
    showRulesetFailures($('rulesets-error'));
  }
}
/** Whether the current game is ready: its system open (its rulesets are there to normalize its values) and its form loaded. */
const gameReady = () => Boolean(state.auspex) && isOpen(state.game.system) && formLoaded(state.game);
onGlossary(() => { if (painted) paint(); }); // a rules' glossary arrived: its "?" beside the fields

// Each game (two editions of one game may share theirs) has one to three attacks,
// the one being edited, and what its results show (series, threshold k).
const state = {
  auspex: null,
  allSystems: [...new Set(GAMES.map((g) => g.system))],
  game: GAMES[0],
  sets: {}, // by the game's stateKey, made with its form's defaults once it is loaded (currentSet)
  views: Object.fromEntries(GAMES.map((g) => [g.id, { k: 1, series: null }])),
  vms: null, // the view models of the results shown (null: loading); a refused request keeps the last ones
  formShown: false, // the form shows once the game's rulesets are there, with its first result
  linkError: null,
  share: null,
};

// While the game's form loads, no attack yet.
const LOADING = Object.freeze({ attacks: Object.freeze([]), active: 0 });
const currentSet = () => (formLoaded(state.game)
  ? state.sets[state.game.stateKey] ??= { attacks: [structuredClone(state.game.defaults)], active: 0 } : LOADING);
const currentValues = () => currentSet().attacks[currentSet().active];

function showError(message) {
  const box = $('error');
  setText(box, message);
  setHidden(box, !message);
  if ($('summary').classList.contains('stale') !== Boolean(message)) $('summary').classList.toggle('stale', Boolean(message));
}

function showLinkError() {
  const box = $('link-error');
  const e = state.linkError;
  setText(box, e ? `${t(e.key, { ...e.vars, field: e.vars.field ? t(e.vars.field) : '' })} ${t('linkFallback')}` : '');
  setHidden(box, !e);
}

/** Writes the calculation into the URL fragment (after the paint), so a reload or a copied link keeps it. */
function updateUrl(requests) {
  if (listsShown()) return; // the lists screen owns the fragment meanwhile
  const set = currentSet();
  const view = state.views[state.game.id];
  writeAddressLater(encodeLink({ game: state.game, requests, active: set.active, series: view.series, k: view.k }),
    () => !listsShown());
}

function compute() {
  if (!gameReady()) return;
  const game = state.game;
  const set = currentSet();
  const view = state.views[game.id];
  let result;
  try {
    result = calculate(state.auspex, game, set, view);
  } catch (error) {
    const where = set.attacks.length > 1 ? ` (${t('attackLetter', { letter: error.letter })})` : '';
    const detail = error instanceof AuspexError
      ? t('colon', { a: `${t('errorRequest')}${where}`, b: playerSaid(error) })
      : t('colon', { a: t('errorRequest'), b: error.message });
    showError(detail);
    paint();
    return;
  }
  showError('');
  updateUrl(result.requests);
  const vms = result.vms;
  state.vms = vms;
  const lang = getLang();
  // One polite announcement per change, in a region that stays in place.
  setText($('announce'), t('colon', { a: vms.length === 1 ? percent(lang, vms[0].key.p)
    : vms.map((vm, i) => `${LETTERS[i]} ${percent(lang, vm.key.p)}`).join(', '), b: vms[0].key.label }));
  paint();
}

const REGIONS = ['games', 'summary', 'toolbar', 'form', 'details'];
// The regions the build prerendered (scripts/prerender.mjs), hydrated by the
// first paint when the page opens on what they show; null once painted.
let prerendered = document.documentElement.dataset.prerender === 'stale' || !$('summary').firstElementChild
  ? null : ['games', 'summary', 'toolbar', 'form'];
let painted = false;

const actions = {
  selectGame: (game) => selectGame(game),
  onChange: (key, value) => onChange(key, value),
  setView: (changes) => { Object.assign(state.views[state.game.id], changes); compute(); },
  onSelect: (i) => { currentSet().active = i; edited(); formChanged(); },
  onAdd: () => {
    const set = currentSet();
    if (set.attacks.length >= MAX_ATTACKS) return;
    set.attacks.push(structuredClone(currentValues()));
    set.active = set.attacks.length - 1;
    edited();
    formChanged();
    $('form').querySelector('.form__title')?.focus();
  },
  onRemove: () => {
    const set = currentSet();
    set.attacks.splice(set.active, 1);
    set.active = Math.min(set.active, set.attacks.length - 1);
    edited();
    formChanged();
    $('toolbar').querySelector('.tool:not(.tool--quiet)')?.focus(); // "+ Compare"
  },
  onShare: () => onShare(),
};

/** Renders the calculator's regions from the state: Preact writes only what changed. */
function paint() {
  const set = currentSet();
  const hydrating = Boolean(prerendered); // its render must be the build's: no "?" in it
  const vnodes = regions({ games: GAMES, game: state.game, set, view: state.views[state.game.id], vms: state.vms,
    ready: state.formShown && gameReady(), share: state.share, rules: !hydrating }, actions);
  for (const id of REGIONS) {
    const el = $(id);
    if (prerendered?.includes(id)) hydrate(vnodes[id], el);
    else {
      // A prerendered region not hydrated (the page opened on another calculator) is replaced.
      if (!painted) el.replaceChildren();
      render(vnodes[id], el);
    }
  }
  prerendered = null;
  painted = true;
  // The fields' rules ("?"): fetched once painted; drawn again just after the hydrating render.
  if (gameReady()) setTimeout(() => loadGlossary(state.game.id).then(() => { if (hydrating) paint(); }), 0);
  if (document.documentElement.dataset.prerender) delete document.documentElement.dataset.prerender;
  setAttr($('form'), 'class', `form${set.attacks.length > 1 ? ` form--compare c-${set.active}` : ''}`);
  setAttr($('games'), 'aria-label', t('games'));
  setAttr($('panel'), 'aria-labelledby', `tab-${state.game.id}`);
}

function onChange(key, value) {
  const values = currentValues();
  values[key] = value;
  normalize(state.game, values);
  // What follows from the change (a target unit chosen: its values filled in), then back inside the form.
  if (state.game.changed) { state.game.changed(key, values); normalize(state.game, values); }
  edited();
  compute();
}

/** After the player's own change: a link's error and the share result are old news. */
function edited() {
  state.linkError = null;
  showLinkError();
  state.share = null;
}

async function onShare() {
  compute();
  flushAddress();
  const url = location.href;
  const result = await shareUrl(url, document.title);
  state.share = { state: result === 'cancelled' ? null : result, url };
  paint();
  // The page's steady live region says it; a link to copy by hand is selected.
  if (state.share.state) $('announce').textContent = t(`share_${state.share.state}`);
  if (state.share.state === 'manual') {
    const field = $('toolbar').querySelector('.share-url');
    field.focus();
    field.select();
  }
}

/** The attack edited or the number of attacks changed: the form (its values normalized) and the results. */
function formChanged() {
  if (gameReady()) currentSet().attacks.forEach((attack) => normalize(state.game, attack));
  state.formShown = true;
  compute();
  if (!gameReady()) paint();
}

async function selectGame(game) {
  state.game = game;
  edited();
  writeLocal(GAME_STORE, game.id);
  rememberGameUsed(game.id); // a new list starts on the game last used
  if (state.auspex && !gameReady()) {
    // The game's module loads: its form shows once its rulesets are there.
    state.vms = null;
    paint();
    drawPanel();
    try {
      await openSystems([game.system]);
    } catch (error) {
      if (state.game === game) showError(loadFailure(error));
      return;
    }
    if (state.game !== game) return; // another tab was chosen meanwhile
    showError('');
  }
  formChanged();
  drawPanel();
}

/** "Mes unités": a saved or imported unit is offered at once by the unit lists (one saved in another page too). */
onCustomChange(() => { formChanged(); drawPanel(); });
function drawPanel() {
  drawCustom($('custom'), state.game, { auspex: gameReady() ? state.auspex : null,
    open: (system) => openSystems([system]), onUnitsChanged: formChanged });
}

function drawChrome() {
  const button = $('lang');
  button.textContent = t('langButton');
  button.setAttribute('aria-label', t('langButtonName'));
  button.setAttribute('lang', t('langButtonLang'));
  $('tagline').textContent = t('tagline');
  showRulesetFailures($('rulesets-error'));
  $('summary').setAttribute('aria-label', t('result'));
  document.title = `Auspex — ${t('tagline')}`;
  showLinkError();
}

/** Opens what the URL fragment names: a shared list, a game handed over, a place of the lists screen, a calculation; a broken link leaves the default calculator. */
async function openLink() {
  if (isListsHash(location.hash)) {
    let screen;
    try {
      screen = await loadLists();
    } catch (error) {
      showError(loadFailure(error));
      return;
    }
    if (screen.route(location.hash)) return;
    state.linkError = isGameLink(location.hash) ? await screen.openGameLink(location.hash) : screen.openListLink(location.hash);
    if (state.linkError) {
      history.replaceState(null, '', location.pathname + location.search);
      screen.leave(); // the calculator, with what is wrong
    }
    showLinkError();
    return;
  }
  if (!isLink(location.hash)) return;
  // The linked game's system and form, to read its calculation with (a link followed in this tab: not yet there).
  const linked = gameOfLink(location.hash);
  if (linked && !(isOpen(linked.system) && formLoaded(linked))) {
    try {
      await openSystems([linked.system]);
    } catch (error) {
      showError(loadFailure(error));
      return;
    }
  }
  try {
    const link = decodeLink(location.hash, state.auspex);
    state.game = link.game;
    state.sets[link.game.stateKey] = { attacks: link.attacks, active: link.active };
    const view = state.views[link.game.id];
    if (link.series) view.series = link.series;
    if (link.k !== undefined) view.k = link.k;
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    state.linkError = error;
    history.replaceState(null, '', location.pathname + location.search);
  }
  showLinkError();
}

function drawAll() {
  drawChrome();
  formChanged();
  drawPanel();
  drawLists();
}

async function boot() {
  initLang();
  const saved = GAMES.find((g) => g.id === readLocal(GAME_STORE));
  if (saved) state.game = saved;
  $('lang').addEventListener('click', () => {
    setLang(getLang() === 'fr' ? 'en' : 'fr');
    drawAll();
  });
  // What the page opens on: a shared list needs the whole core, a shared calculation its
  // game's module, else the game last chosen. Its loading starts first; drawn while it downloads.
  // A page reopened without an address goes back where the player was.
  const place = location.hash ? '' : rememberedPlace();
  if (isListsHash(place)) history.replaceState(null, '', place);
  const linked = isLink(location.hash) ? gameOfLink(location.hash) : null;
  state.auspex = createCore();
  const opening = openSystems(isListsHash(location.hash) ? null : [(linked ?? state.game).system]);
  opening.catch(() => {}); // awaited below
  // The form is drawn once the game's rulesets are there (its unit pickers list them), with the
  // first result. A prerendered calculator that is the one opening stays as it is, to be
  // hydrated with the first result; else the tabs and "loading" show.
  drawChrome();
  if (!prerendered) paint();
  try {
    await opening;
  } catch (error) {
    showError(loadFailure(error));
    if (prerendered) paint(); // the prerendered calculator would not work: "loading" and the error
    return;
  }
  await nextTask(); // the rulesets were read in the core: the first result in a new task
  // The first tap on "Listes" loads the screen, which then owns the button.
  const nav = $('lists-nav');
  const firstTap = async () => {
    nav.removeEventListener('click', firstTap);
    if (lists) return;
    try {
      await loadLists();
    } catch (error) { // offline before the screen was ever loaded: said, and tried again at the next tap
      showError(loadFailure(error));
      nav.addEventListener('click', firstTap);
      return;
    }
    nav.click();
  };
  nav.addEventListener('click', firstTap);
  drawLists();
  await openLink();
  try {
    if (!gameReady()) await openSystems([state.game.system]); // a broken link: the game last chosen
  } catch (error) {
    showError(loadFailure(error));
    paint();
    return;
  }
  // The form and the first result together (the results sit below the
  // form: drawn apart, they would move), "Mes unités" in a task of its own.
  formChanged();
  await nextTask();
  drawPanel();
  window.addEventListener('hashchange', followAddress);
  document.body.dataset.ready = 'true';
}

/** The address changed under the page (back / forward, a link opened in this tab): followed as at the first load. */
async function followAddress() {
  if (!isListsHash(location.hash)) { lists?.leave(); edited(); }
  await openLink();
  if (listsShown()) return; // else the calculator: its calculation, or a broken link's
  try { if (!gameReady()) await openSystems([state.game.system]); } catch (error) { showError(loadFailure(error)); return; }
  formChanged();
  drawPanel();
  drawLists();
}

boot();
