// Boots the calculator: loads the rules core, draws the game tabs and the
// form of the chosen game, and recomputes the results on every change.
import { createCore, AuspexError } from './platform/core.mjs';
import { initLang, setLang, getLang, t, said } from './platform/words.mjs';
import { GAMES, normalize } from './calculator/forms.mjs';
import { loadParts } from './games/index.mjs';
import { control, h } from './ui/controls.mjs';
import { viewOf } from './calculator/views.mjs';
import { renderResults } from './calculator/results.mjs';
import { renderCompare } from './calculator/results-compare.mjs';
import { drawToolbar } from './calculator/compare.mjs';
import { encodeLink, decodeLink, gameOfLink, isLink, shareUrl, LinkError, LETTERS, MAX_ATTACKS } from './calculator/share.mjs';
import { percent } from './platform/format.mjs';
import { failures } from './platform/rulesets.mjs';
import { nextTask, loadStyles, isOpen, loadSystems, writeAddressLater, flushAddress } from './platform/page-load.mjs';
import { drawCustom } from './units/panel.mjs';
import './platform/offline.mjs'; // offline app: service worker, update notice

// The lists and game screens (lists/lists-screen.mjs and each game's
// play.mjs, with their imports) load on demand: at the first tap on "Listes",
// or when the page opens a list (#l=).
const LIST_PREFIX = '#l=';
const isListLink = (hash) => hash.startsWith(LIST_PREFIX);
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
      lists.initLists({ auspex: state.auspex, el: $('lists'), nav: $('lists-nav'), onClose: compute });
    }
  }
  return lists;
}

const GAME_STORE = 'auspex.game';
const $ = (id) => document.getElementById(id);

/** Loads what the games of `systems` (every system when null) need; throws when a module cannot load. */
async function openSystems(systems) {
  try {
    await loadSystems(state.auspex, systems, state.allSystems);
  } finally {
    showRulesetFailures();
  }
}
/** Whether the current game's system is open: its rulesets are there to normalize its values. */
const gameReady = () => Boolean(state.auspex) && isOpen(state.game.system);

// Each game (Titanicus v1 and v2 share theirs) has one to three attacks,
// the one being edited, and what its results show (series, threshold k).
const state = {
  auspex: null,
  allSystems: [...new Set(GAMES.map((g) => g.system))],
  game: GAMES[0],
  sets: Object.fromEntries(GAMES.map((g) => [g.stateKey, { attacks: [structuredClone(g.defaults)], active: 0 }])),
  views: Object.fromEntries(GAMES.map((g) => [g.id, { k: 1, series: null }])),
  controls: [],
  linkError: null,
  share: null,
};

const currentSet = () => state.sets[state.game.stateKey];
const currentValues = () => currentSet().attacks[currentSet().active];

function remembered(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

function remember(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode */ }
}

function showError(message) {
  const box = $('error');
  box.textContent = message;
  box.hidden = !message;
  $('summary').classList.toggle('stale', Boolean(message));
}

function showLinkError() {
  const box = $('link-error');
  const e = state.linkError;
  box.textContent = e ? `${t(e.key, { ...e.vars, field: e.vars.field ? t(e.vars.field) : '' })} ${t('linkFallback')}` : '';
  box.hidden = !e;
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
  const models = set.attacks.map((v) => (v.models !== undefined ? v.models : 0));
  if (Math.max(...models) > 0) view.k = Math.max(1, Math.min(view.k, Math.max(...models)));
  const requests = set.attacks.map((values) => game.request(values));
  let responses;
  try {
    responses = requests.map((request, i) => {
      try { return state.auspex.calc(request); } catch (error) { error.letter = LETTERS[i]; throw error; }
    });
  } catch (error) {
    const where = set.attacks.length > 1 ? `${t('attackLetter', { letter: error.letter })}, ` : '';
    const detail = error instanceof AuspexError
      ? `${t('errorRequest')} (${where}${error.path || '—'}) : ${said(error)}`
      : `${t('errorRequest')} : ${error.message}`;
    showError(detail);
    return;
  }
  showError('');
  updateUrl(requests);
  const vms = responses.map((response, i) => viewOf(game, response, set.attacks[i], view));
  const setView = (changes) => {
    Object.assign(view, changes);
    compute();
  };
  const lang = getLang();
  if (vms.length === 1) {
    $('announce').textContent = `${percent(lang, vms[0].key.p)} : ${vms[0].key.label}`;
    renderResults($('summary'), $('details'), vms[0], view, setView);
  } else {
    // One polite announcement per change, in a region that stays in place.
    $('announce').textContent = `${vms.map((vm, i) => `${LETTERS[i]} ${percent(lang, vm.key.p)}`).join(', ')} : ${vms[0].key.label}`;
    renderCompare($('summary'), $('details'), vms, view, setView, set.active);
  }
}

function onChange(key, value) {
  const values = currentValues();
  values[key] = value;
  normalize(state.game, values);
  edited();
  state.controls.forEach((c) => c.update());
  compute();
}

/** After the player's own change: a link's error and the share result are old news. */
function edited() {
  state.linkError = null;
  showLinkError();
  if (state.share) { state.share = null; drawBar(); }
}

async function onShare() {
  compute();
  flushAddress();
  const url = location.href;
  const result = await shareUrl(url, document.title);
  state.share = { state: result === 'cancelled' ? null : result, url };
  drawBar();
  // The toolbar is redrawn: the page's steady live region says it.
  if (state.share.state) $('announce').textContent = t(`share_${state.share.state}`);
}

function drawBar() {
  const set = currentSet();
  drawToolbar($('toolbar'), {
    count: set.attacks.length, active: set.active, share: state.share, onShare,
    onSelect: (i) => { set.active = i; edited(); drawForm(); compute(); },
    onAdd: () => {
      if (set.attacks.length >= MAX_ATTACKS) return;
      set.attacks.push(structuredClone(currentValues()));
      set.active = set.attacks.length - 1;
      edited();
      drawForm();
      compute();
      $('form').querySelector('.form__title')?.focus();
    },
    onRemove: () => {
      set.attacks.splice(set.active, 1);
      set.active = Math.min(set.active, set.attacks.length - 1);
      edited();
      drawForm();
      compute();
      $('toolbar').querySelector('[data-testid="compare-add"]')?.focus();
    },
  });
}

function drawForm() {
  const game = state.game;
  const set = currentSet();
  if (gameReady()) set.attacks.forEach((attack) => normalize(game, attack));
  const values = currentValues();
  const titleOf = (section) => t(game.sectionTitle ? game.sectionTitle(section, values) : section);
  const labels = game.sections.flatMap((s) => s.fields.map((f) => f.label));
  const shared = new Set(labels.filter((label, i) => labels.indexOf(label) !== i));
  state.controls = [];
  const sections = game.sections.map((section) => {
    const context = () => titleOf(section.section);
    const controls = section.fields.map((field) => control(field,
      { values, onChange, context: shared.has(field.label) ? context : null }));
    const legend = h('legend', { class: 'section-title' }, context());
    const group = h('fieldset', { class: 'group', 'data-testid': `section-${section.section}` },
      legend, controls.map((c) => c.el));
    // A section whose fields are all hidden (Epic's morale test has no target) is hidden too.
    state.controls.push(...controls, { update() {
      legend.textContent = context();
      group.hidden = controls.every((c) => c.el.hidden);
    } });
    return group;
  });
  // While attacks are compared, the form says (and shows in colour) which one it edits.
  const title = set.attacks.length > 1 ? h('h2', { class: `form__title c-${set.active}`, tabindex: -1,
    'data-testid': 'form-title' }, t('editingAttack', { letter: LETTERS[set.active] })) : null;
  $('form').className = `form${set.attacks.length > 1 ? ` form--compare c-${set.active}` : ''}`;
  $('form').replaceChildren(...[title, ...sections].filter(Boolean));
  state.controls.forEach((c) => c.update());
  drawBar();
}

function drawTabs() {
  const tabs = GAMES.map((game) => {
    const selected = game === state.game;
    return h('button', {
      type: 'button', role: 'tab', id: `tab-${game.id}`, class: 'tab', 'aria-selected': String(selected),
      'aria-controls': 'panel', tabindex: selected ? 0 : -1, 'data-testid': `game-${game.id}`,
      onclick: () => selectGame(game),
      onkeydown: (event) => {
        const i = GAMES.indexOf(game);
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (!step) return;
        event.preventDefault();
        selectGame(GAMES[(i + step + GAMES.length) % GAMES.length]);
        $(`tab-${state.game.id}`).focus();
      },
    }, h('span', { class: 'tab__name' }, game.name), game.sub ? h('span', { class: 'tab__sub' }, game.sub) : null);
  });
  $('games').replaceChildren(...tabs);
  $('games').setAttribute('aria-label', t('games'));
  $('panel').setAttribute('aria-labelledby', `tab-${state.game.id}`);
}

async function selectGame(game) {
  state.game = game;
  edited();
  remember(GAME_STORE, game.id);
  drawTabs();
  if (state.auspex && !gameReady()) {
    // The game's module loads: its form shows once its rulesets are there.
    $('form').replaceChildren();
    $('details').replaceChildren();
    drawPanel();
    $('summary').replaceChildren(h('p', { class: 'loading' }, t('loading')));
    try {
      await openSystems([game.system]);
    } catch (error) {
      if (state.game === game) showError(`${t('errorLoad')} : ${error.message}`);
      return;
    }
    if (state.game !== game) return; // another tab was chosen meanwhile
    showError('');
  }
  drawForm();
  drawPanel();
  compute();
}

/** "Mes unités": a saved or imported unit is offered at once by the unit lists. */
function drawPanel() {
  drawCustom($('custom'), state.game, { auspex: gameReady() ? state.auspex : null,
    open: (system) => openSystems([system]), onUnitsChanged: () => { drawForm(); compute(); } });
}

function drawChrome() {
  const button = $('lang');
  button.textContent = t('langButton');
  button.setAttribute('aria-label', t('langButtonName'));
  button.setAttribute('lang', t('langButtonLang'));
  $('tagline').textContent = t('tagline');
  showRulesetFailures();
  $('summary').setAttribute('aria-label', t('result'));
  document.title = `Auspex — ${t('tagline')}`;
  showLinkError();
}

/** One clear message per ruleset file the core refused (the rest of the page works). */
function showRulesetFailures() {
  const box = $('rulesets-error');
  box.replaceChildren(...failures.map((f) => h('p', {}, t('rulesetFailed',
    { file: f.file, path: f.path || '—', message: f.message }))));
  box.hidden = failures.length === 0;
}

/** Opens the calculation of the URL fragment, if any; a broken link leaves the default calculator. */
async function openLink() {
  if (isListLink(location.hash)) {
    let screen;
    try {
      screen = await loadLists();
    } catch (error) {
      showError(`${t('errorLoad')} : ${error.message}`);
      return;
    }
    state.linkError = screen.openListLink(location.hash);
    if (state.linkError) history.replaceState(null, '', location.pathname + location.search);
    showLinkError();
    return;
  }
  if (!isLink(location.hash)) return;
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
  drawTabs();
  drawForm();
  drawPanel();
  drawLists();
  compute();
}

async function boot() {
  initLang();
  const saved = GAMES.find((g) => g.id === remembered(GAME_STORE));
  if (saved) state.game = saved;
  $('lang').addEventListener('click', () => {
    setLang(getLang() === 'fr' ? 'en' : 'fr');
    drawAll();
  });
  // What the page opens on: a shared list needs the whole core, a shared
  // calculation its game's module, else the game last chosen. Its loading
  // starts first; the page is drawn while it downloads.
  const linked = isLink(location.hash) ? gameOfLink(location.hash) : null;
  state.auspex = createCore();
  const opening = openSystems(isListLink(location.hash) ? null : [(linked ?? state.game).system]);
  opening.catch(() => {}); // awaited below
  // The form is drawn once the game's rulesets are there (its unit pickers
  // list them), with the first result.
  drawChrome();
  drawTabs();
  $('summary').replaceChildren(h('p', { class: 'loading' }, t('loading')));
  try {
    await opening;
  } catch (error) {
    showError(`${t('errorLoad')} : ${error.message}`);
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
      showError(`${t('errorLoad')} : ${error.message}`);
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
    showError(`${t('errorLoad')} : ${error.message}`);
    return;
  }
  drawTabs();
  // The form and the first result together (the results sit below the
  // form: drawn apart, they would move), "Mes unités" in a task of its own.
  drawForm();
  compute();
  await nextTask();
  drawPanel();
  document.body.dataset.ready = 'true';
}

boot();
