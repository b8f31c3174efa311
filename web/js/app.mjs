// Boots the calculator: loads the rules core, draws the game tabs and the
// form of the chosen game, and recomputes the results on every change.
import { loadAuspex, AuspexError } from '../api.mjs';
import { initLang, setLang, getLang, t } from './i18n.mjs';
import { GAMES, maxOf } from './forms.mjs';
import { control, h } from './controls.mjs';
import { viewOf } from './views.mjs';
import { renderResults } from './results.mjs';
import { percent } from './format.mjs';

const GAME_STORE = 'auspex.game';
const $ = (id) => document.getElementById(id);

const state = {
  auspex: null,
  game: GAMES[0],
  values: Object.fromEntries(GAMES.map((g) => [g.stateKey, { ...g.defaults }])),
  views: Object.fromEntries(GAMES.map((g) => [g.id, { k: 1, series: null }])),
  controls: [],
};

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

function compute() {
  if (!state.auspex) return;
  const game = state.game;
  const values = state.values[game.stateKey];
  const view = state.views[game.id];
  if (values.models !== undefined) view.k = Math.max(1, Math.min(view.k, values.models));
  let response;
  try {
    response = state.auspex.calc(game.request(values));
  } catch (error) {
    const detail = error instanceof AuspexError
      ? `${t('errorRequest')} : ${error.path ? `${error.path} — ` : ''}${error.detail}`
      : `${t('errorRequest')} : ${error.message}`;
    showError(detail);
    return;
  }
  showError('');
  const vm = viewOf(game, response, values, view);
  // One polite announcement per change, in a region that stays in place.
  $('announce').textContent = `${percent(getLang(), vm.key.p)} : ${vm.key.label}`;
  renderResults($('summary'), $('details'), vm, view, (changes) => {
    Object.assign(view, changes);
    compute();
  });
}

function onChange(key, value) {
  const values = state.values[state.game.stateKey];
  values[key] = value;
  for (const section of state.game.sections) {
    for (const field of section.fields) {
      if (field.type !== 'stepper') continue;
      values[field.key] = Math.max(field.min, Math.min(values[field.key], maxOf(field, values)));
    }
  }
  state.controls.forEach((c) => c.update());
  compute();
}

function drawForm() {
  const game = state.game;
  const values = state.values[game.stateKey];
  const titleOf = (section) => t(game.sectionTitle ? game.sectionTitle(section, values) : section);
  const labels = game.sections.flatMap((s) => s.fields.map((f) => f.label));
  const shared = new Set(labels.filter((label, i) => labels.indexOf(label) !== i));
  state.controls = [];
  const sections = game.sections.map((section) => {
    const context = () => titleOf(section.section);
    const controls = section.fields.map((field) => control(field,
      { values, onChange, context: shared.has(field.label) ? context : null }));
    const legend = h('legend', { class: 'section-title' }, context());
    state.controls.push(...controls, { update() { legend.textContent = context(); } });
    return h('fieldset', { class: 'group' }, legend, controls.map((c) => c.el));
  });
  $('form').replaceChildren(...sections);
  state.controls.forEach((c) => c.update());
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

function selectGame(game) {
  state.game = game;
  remember(GAME_STORE, game.id);
  drawTabs();
  drawForm();
  compute();
}

function drawChrome() {
  const button = $('lang');
  button.textContent = t('langButton');
  button.setAttribute('aria-label', t('langButtonName'));
  button.setAttribute('lang', t('langButtonLang'));
  $('tagline').textContent = t('tagline');
  $('summary').setAttribute('aria-label', t('result'));
  document.title = `Auspex — ${t('tagline')}`;
}

function drawAll() {
  drawChrome();
  drawTabs();
  drawForm();
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
  drawChrome();
  drawTabs();
  drawForm();
  $('summary').replaceChildren(h('p', { class: 'loading' }, t('loading')));
  try {
    state.auspex = await loadAuspex();
  } catch (error) {
    showError(`${t('errorLoad')} : ${error.message}`);
    return;
  }
  document.body.dataset.ready = 'true';
  compute();
}

boot();
