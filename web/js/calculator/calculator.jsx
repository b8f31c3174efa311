// The calculator as Preact components, one per region of the page's panel
// (index.html: #games, #summary, #toolbar, #form, #details): `regions(model,
// actions)` gives what each region shows. app.mjs renders them on every
// change (Preact writes only what changed, so focus stays put); the build
// renders the same regions to HTML for the first game, French, default
// values and their result (scripts/prerender.mjs), which app.mjs then adopts.
//
// model = { games, game, set: { attacks, active }, view: { k, series },
//   vms: the view models of the attacks' results, or null while loading,
//   ready: whether the game's rulesets are there (the form needs them), share }
// actions = { selectGame(game), onChange(key, value), setView(changes),
//   onSelect(i), onAdd(), onRemove(), onShare() }
import { t } from '../platform/words.mjs';
import { Control, shown } from '../ui/controls.jsx';
import { fieldRule } from '../platform/glossary.mjs';
import { Summary, Details } from './results.jsx';
import { CompareSummary, CompareDetails } from './results-compare.jsx';
import { Toolbar } from './toolbar.jsx';
import { viewOf } from './views.mjs';
import { LETTERS } from './share.mjs';

/** The requests of the set's attacks and their view models; a refused request throws, `error.letter` naming it. */
export function calculate(core, game, set, view) {
  const models = set.attacks.map((v) => (v.models !== undefined ? v.models : 0));
  if (Math.max(...models) > 0) view.k = Math.max(1, Math.min(view.k, Math.max(...models)));
  const requests = set.attacks.map((values) => game.request(values));
  const vms = requests.map((request, i) => {
    let response;
    try { response = core.calc(request); } catch (error) { error.letter = LETTERS[i]; throw error; }
    return viewOf(game, response, set.attacks[i], view);
  });
  return { requests, vms };
}

function Tabs({ games, game, selectGame }) {
  return games.map((g, i) => {
    const selected = g === game;
    return (
      <button type="button" role="tab" id={`tab-${g.id}`} class="tab" aria-selected={String(selected)}
        aria-controls="panel" tabindex={selected ? 0 : -1} data-testid={`game-${g.id}`}
        onClick={() => selectGame(g)}
        onKeyDown={(event) => {
          const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          const next = games[(i + step + games.length) % games.length];
          selectGame(next);
          document.getElementById(`tab-${next.id}`)?.focus();
        }}>
        <span class="tab__name">{g.name}</span>
        {g.sub ? <span class="tab__sub">{g.sub}</span> : null}
      </button>
    );
  });
}

// rules: the fields' "?" drawn (never in the render that hydrates the prerendered markup).
function Form({ game, set, onChange, rules }) {
  const values = set.attacks[set.active];
  const titleOf = (section) => t(game.sectionTitle ? game.sectionTitle(section, values) : section);
  const labels = game.sections.flatMap((s) => s.fields.map((f) => f.label));
  const twice = new Set(labels.filter((label, i) => labels.indexOf(label) !== i));
  return (
    <>
      {/* While attacks are compared, the form says (and shows in colour) which one it edits. */}
      {set.attacks.length > 1 ? (
        <h2 class={`form__title c-${set.active}`} tabindex={-1} data-testid="form-title">
          {t('editingAttack', { letter: LETTERS[set.active] })}</h2>) : null}
      {game.sections.map((section) => {
        const title = titleOf(section.section);
        // A section whose fields are all hidden (a morale test has no target) is hidden too.
        return (
          <fieldset class="group" data-testid={`section-${section.section}`} key={section.section}
            hidden={!section.fields.some((f) => shown(f, values))}>
            <legend class="section-title">{title}</legend>
            {section.fields.map((field) => <Control key={field.key} field={field} values={values} onChange={onChange}
              context={twice.has(field.label) ? title : null} rule={rules ? fieldRule(game.id, field.key) : null} />)}
          </fieldset>
        );
      })}
    </>
  );
}

/** The vnode of each region of the panel: { games, summary, toolbar, form, details }. */
export function regions(model, actions) {
  const { games, game, set, view, vms } = model;
  const many = vms && vms.length > 1;
  return {
    games: <Tabs games={games} game={game} selectGame={actions.selectGame} />,
    summary: !vms ? <p class="loading">{t('loading')}</p>
      : many ? <CompareSummary vms={vms} view={view} setView={actions.setView} active={set.active} />
        : <Summary vm={vms[0]} view={view} setView={actions.setView} />,
    toolbar: model.ready ? <Toolbar count={set.attacks.length} active={set.active} share={model.share}
      onSelect={actions.onSelect} onAdd={actions.onAdd} onRemove={actions.onRemove} onShare={actions.onShare} /> : null,
    // Keyed by game: another game's form is a new form, not a patched one.
    form: model.ready ? <Form key={game.id} game={game} set={set} onChange={actions.onChange} rules={model.rules} /> : null,
    details: !vms ? null : many ? <CompareDetails vms={vms} view={view} setView={actions.setView} />
      : <Details vm={vms[0]} view={view} setView={actions.setView} />,
  };
}
