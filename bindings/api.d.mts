// Types of bindings/api.mjs: the JavaScript API of the Auspex rules core.

/** A bad calc request; `path` names the offending field ("attack.dice"). */
export declare class AuspexError extends Error {
  readonly path: string;
  /** The message without the path (English). */
  readonly detail: string;
  /** A stable id of the refusal ("field.range", "titan.not-activated"; "invalid" when none). */
  readonly code: string;
  /** The message in French, for the player. */
  readonly fr: string;
  constructor(path: string, message: string, code?: string, fr?: string);
}

/** A probability for each count from 0 (sums to 1). */
export type Distribution = number[];

export interface AuspexFunctions {
  /**
   * Answers a request of shared/contracts/calc-api.md (an object or its JSON
   * text). Throws AuspexError on a bad request.
   */
  calc(request: object | string): Record<string, unknown>;
  /** The raw reply: the response (ok) or {"error": {path, message, code, fr}} as JSON text. */
  calcText(request: string): { ok: boolean; json: string };
  /** Checks a ruleset file (object or JSON text); throws AuspexError naming the JSON path. */
  checkRuleset(ruleset: object | string): RulesetSummary;
  /** The raw reply of a ruleset check. */
  checkRulesetText(ruleset: string): { ok: boolean; json: string };
  /** Checks and loads a ruleset so calc requests may name its units; returns its summary. */
  addRuleset(ruleset: object | string): RulesetSummary;
  /** The player's own ruleset: may replace one loaded by replaceRuleset, never one loaded by addRuleset (code "ruleset.taken"). */
  replaceRuleset(ruleset: object | string): RulesetSummary;
  /** The summaries of the loaded rulesets. */
  rulesets(): RulesetSummary[];
  /** A list's totals and problems, with its defaults written out; throws AuspexError naming the field. */
  checkList(list: ArmyList | string): ListCheck;
  /** The list's share code (base64url), for `#l=` links; throws AuspexError. */
  encodeList(list: ArmyList | string): string;
  /** The list a share code (or a whole link) holds; throws AuspexError with path "code". */
  decodeList(code: string): ArmyList;
  /** The list as forum-ready text. */
  listText(list: ArmyList | string, lang?: 'fr' | 'en'): string;
  /** A state model of the whole core by its registry name (`models()`): see StateModels; throws AuspexError naming the field ("model" for an unknown name). */
  model<N extends StateModelName>(name: N, request: StateModels[N]['request'] | string): StateModels[N]['reply'];
  /** The names of the whole core's state models, in the registry's order. */
  models(): StateModelName[];
  /**
   * A whole game (docs/games.md): {op: "new", game, setup} | {op: "move", game, state, move} |
   * {op: "read" | "replay", game, state} → GameReply; a move its player may not make now throws
   * AuspexError on "move.name" with the reason (code, fr, and the English message);
   * {op: "odds", game, state, move} → GameOdds, what the move's dice could give.
   */
  game(request: Extract<GameRequest, { op: 'odds' }>): GameOdds;
  game(request: GameRequest | string): GameReply;
}

/**
 * One move as it travels and as a game's state keeps it: who makes it, which, its arguments, its
 * dice, and the choices the rules leave to its player as its steps ask (`picks`: a weapon's index,
 * or several).
 */
export interface GameMove {
  by: 0 | 1;
  name: string;
  args?: Record<string, unknown>;
  dice?: number[];
  picks?: (number | number[])[];
}

export type GameRequest =
  | { op: 'new'; game: string; setup: Record<string, unknown> }
  | { op: 'move'; game: string; state: GameState; move: GameMove }
  | { op: 'read' | 'replay'; game: string; state: GameState }
  | { op: 'odds'; game: string; state: GameState; move: GameMove };

/** What a move's dice could give before it is made (`op: 'odds'`): the calculator's request the game reads from its state and the move's args, and its answer. */
export interface GameOdds {
  game: string;
  request: Record<string, unknown>;
  odds: Record<string, unknown>;
}

/** A game's state: its setup and its moves, and the game's own keys (its sheets, turn…). */
export type GameState = {
  format: 'auspex-game';
  version: number;
  game: string;
  setup: Record<string, unknown>;
  moves: GameMove[];
} & Record<string, unknown>;

/** One move of a game for one player: allowed now, or why not. */
export type MoveAllowed = { name: string; allowed: true } | { name: string; allowed: false; why: Why };

/** Who may act now, the one shape of every game: per player, every move allowed now or why not. */
export interface GamePlayer {
  player: 0 | 1;
  name: string;
  /** Whether the player has any move now (whose move it is). */
  active: boolean;
  moves: MoveAllowed[];
}

export interface GameReply {
  game: string;
  /** The next state (unchanged when `needs` asks for dice). */
  state: GameState;
  /** The move's lines, oldest first. */
  log: LogLine[];
  /**
   * The dice the move still needs (`given`: those it brought), sent again in `move.dice`; or the
   * choice a step leaves to its player (`asks`: the model's field, e.g. "weapon"; `from`: what to
   * pick from, `names` their names; `weapons`: how many), sent again in `move.picks` (`picks`: how many in all so far).
   */
  needs: null
    | { dice: number; sides: number; field: 'dice'; given: number; for: Names }
    | { field: 'picks'; picks: number; given: number; asks: string; from: number[]; names?: Names[]; weapons?: number; for: Names };
  players: [GamePlayer, GamePlayer];
  /** The end and its result, or null while the game goes on. */
  over: null | ({ winner: 0 | 1 | null } & Names);
}

/**
 * The whole core's state models (docs/sheets/), by their names in the systems' registry
 * (core/systems/registry.cpp): tests/node/api-types.test.mjs checks that these names are
 * exactly the registry's. Each is also a function of the Auspex object of its own name.
 */
export interface StateModels {
  /**
   * A live titan sheet (docs/sheets/titanicus.md): new sheet or one action applied; `specials`:
   * each special action allowed now or why not; `fires`: each weapon's fire allowed now or why not.
   */
  titanSheet: { request: SheetRequest; reply: SheetReply & {
    specials: ({ what: string; allowed: true } | { what: string; allowed: false; why: Why })[];
    fires: ({ weapon: number; allowed: true } | { weapon: number; allowed: false; why: Why })[];
  } };
  /** The Titanicus turn (docs/sheets/titanicus-turn.md): alternating activations, whose hand, the titans still to activate; `mayActivate`: each titan's "Activer" allowed now, or why not. */
  titanTurn: { request: TurnRequest; reply: { turn: TitanTurn; log: LogLine[]; needs: null; actions: ActionAllowed[]; mayActivate: ({ unit: number; allowed: true } | { unit: number; allowed: false; why: Why })[] } };
  /** A live AT-44 unit sheet (docs/sheets/at44.md); `cp` = command points the action spends. */
  at44Sheet: { request: SheetRequest; reply: SheetReply & { cp: number } };
  /** The AT-44 turn (docs/sheets/at44-turn.md): {op: 'new', stars, players} or {op: 'apply', turn, action}. */
  at44Turn: { request: TurnRequest; reply: { turn: Record<string, unknown> & { format: 'auspex-turn'; version: number; hand: 0 | 1 | null }; log: LogLine[]; needs: null | { dice: number; sides: 6; field: 'dice'; for: Names }; actions: ActionAllowed[];
    /** Each player's card actions and attitudes, allowed now or why not. */
    choices: ({ player: 0 | 1; kind: 'card' | 'attitude'; id: string; allowed: true } | { player: 0 | 1; kind: 'card' | 'attitude'; id: string; allowed: false; why: Why })[];
    /** Whether each player may activate a unit now (their hand, a card left), or why not. */
    mayActivate: ({ player: 0 | 1; allowed: true } | { player: 0 | 1; allowed: false; why: Why })[] } };
  /** A live KOLAPS character sheet (docs/sheets/kolaps.md): combativité, fatigue, wounds, protection, weapons. */
  kolapsSheet: { request: SheetRequest; reply: SheetReply };
  /** The KOLAPS activation draw (docs/sheets/kolaps-draw.md): {op: 'new', players, characters, turns?} or {op: 'apply', turn, action}. */
  kolapsTurn: { request: TurnRequest; reply: { turn: KolapsTurn; log: LogLine[]; needs: null | { dice: 1; sides: number; field: 'dice'; for: Names }; actions: ActionAllowed[];
    /** Who may act now (Loi 8), and whether the active character's activation may end without `exhausted` (Loi 8-1). */
    mayAct: ({ id: string; allowed: true } | { id: string; allowed: false; why: Why })[]; mayEnd: { allowed: boolean; why?: Why } } };
  /** A live Epic Escarmouches formation sheet (docs/sheets/epic.md): units left, break point, hidden order, morale, retreat, rally, transport. */
  epicSheet: { request: SheetRequest; reply: SheetReply };
  /** The Epic Escarmouches turn (docs/sheets/epic-turn.md): deployment, phases, the initiative cup, who acts first, the shooting alternation. */
  epicTurn: { request: TurnRequest; reply: { turn: EpicTurn; log: LogLine[]; needs: null | { dice: 1 | 2; sides: number; field: 'dice'; for: Names }; actions: ActionAllowed[];
    /** For each player, whether a formation may fire now (the shooting phase, their go) and may assault now (the assault phase). */
    mayAttack: { player: 0 | 1; fire: { allowed: boolean; why?: Why }; assault: { allowed: boolean; why?: Why } }[] } };
}

export type StateModelName = keyof StateModels;
export type TurnRequest = { op: 'new' | 'apply' | 'read' } & Record<string, unknown>;

/** The Auspex object: the functions above, and each state model as a function of its own name. */
export type Auspex = AuspexFunctions & { [N in StateModelName]: (request: StateModels[N]['request'] | string) => StateModels[N]['reply'] };


/** The Titanicus turn's state (docs/sheets/titanicus-turn.md). */
export interface TitanTurn {
  format: 'auspex-turn';
  version: number;
  players: [{ name: string }, { name: string }];
  round: number;
  /** Whose turn it is to activate a titan or pass: 0 or 1. */
  hand: 0 | 1;
  /** 1 when the player before passed (two passes in a row end the turn). */
  passes: 0 | 1;
  roundOver: boolean;
  units: { player: 0 | 1; name: string; state: 'ready' | 'active' | 'done' | 'out' }[];
}

/** A player of the Epic turn: `tokens` is derived from the strategic values (docs/sheets/epic-turn.md). */
export interface EpicTurnPlayer {
  name: string;
  strategic: number;
  formations: number;
  tokens: number;
}

/** The Epic Escarmouches turn's state (docs/sheets/epic-turn.md). */
export interface EpicTurn {
  format: 'auspex-turn';
  version: number;
  ruleset: string;
  turn: number;
  phase: 'deployment' | 'orders' | 'movement' | 'shooting' | 'assault' | 'rally';
  players: EpicTurnPlayer[];
  /** The tokens left in the cup this turn, as player indexes, player 0's first. */
  cup: (0 | 1)[];
  drawn: { phase: 'movement' | 'shooting' | 'assault'; player: 0 | 1 }[];
  /** Holds the initiative until another token is drawn (kept across turns). */
  initiative: 0 | 1 | null;
  first: 0 | 1 | null;
  /** Shooting phase: whose go it is to fire a formation. */
  acting: 0 | 1 | null;
  /** Shooting phase: the players with no formation left to fire. */
  passed: (0 | 1)[];
  deployment: {
    method: string;
    rolls: [number, number] | null;
    chooser: 0 | 1 | null;
    first: 0 | 1 | null;
    deployed: [number, number];
    next: 0 | 1 | null;
    done: boolean;
  };
}

/** A KOLAPS character in the activation draw (docs/sheets/kolaps-draw.md). */
export interface KolapsCharacter {
  id: string;
  name: string;
  player: 0 | 1;
  rank: number;
  /** Combativité left this turn (0 or less when none was determined). */
  combativite: number;
  state: 'reserve' | 'actif' | 'attente' | 'epuise' | 'horsCombat';
}

/** The KOLAPS activation draw's state: the Réserve's markers in the characters' order. */
export interface KolapsTurn {
  format: 'auspex-turn';
  version: number;
  turn: number;
  turns: number | null;
  phase: 'setup' | 'sequence' | 'turnEnd' | 'over';
  sequence: number;
  active: string | null;
  /** The active character has made its action (Loi 8-1); false while none is active. */
  acted: boolean;
  reserve: string[];
  players: { name: string }[];
  characters: KolapsCharacter[];
  over: null | { reason: 'turns' | 'noCharacters'; player: 0 | 1 | null };
}

/** {op: "new", ruleset, unit, weapons?, name?, …}, {op: "apply", sheet, action} or {op: "read", sheet} (the state read back, its actions: docs/sheets/README.md). */
export type SheetRequest = { op: 'new' | 'apply' | 'read' } & Record<string, unknown>;

/** Why an action is not possible now (docs/sheets/README.md, "Refusals"). */
export interface Why {
  code: string;
  fr: string;
  en: string;
}

/** One action of a state model: allowed now, or why not (docs/sheets/README.md, "What is possible"). */
export type ActionAllowed = { type: string; allowed: true } | { type: string; allowed: false; why: Why };

/** The new sheet (unchanged when `needs` asks for dice or a choice), the action's log, what is missing, what is possible now. */
export interface SheetReply {
  sheet: Record<string, unknown> & { format: 'auspex-sheet'; version: number; log: Names[] };
  log: LogLine[];
  actions: ActionAllowed[];
  needs:
    | null
    | { dice: number; sides: 6; field: string; for: Names }
    | { weapons: number; from: number[]; field: 'weapon'; for: Names };
}

/** One entry of a list (docs/lists.md). */
export interface ListEntry {
  unit: string;
  name?: string;
  count?: number;
  weapons?: string[];
  options?: Record<string, number>;
  /** KOLAPS only: the character's profile (docs/lists.md, "KOLAPS: the Unité"). */
  character?: RosterCharacter;
}

/** A KOLAPS character's profile, in the player's words. */
export interface RosterCharacter {
  affiliation?: string;
  archetype?: string;
  attributes?: string[];
  specialisations?: { name: string; pds: number }[];
  weapons?: { name: string; cadence?: number; traits?: string[] }[];
  protection?: { name?: string; class: number; traits?: string[] };
}

/** An army list file (docs/lists.md). */
export interface ArmyList {
  format: 'auspex-list';
  version: 1;
  ruleset: string;
  name?: string;
  faction?: string;
  limit?: number;
  custom?: { units?: object[]; weapons?: object[] };
  units: ListEntry[];
}

/** A composition rule the list breaks (it may still be saved and shared). */
export interface ListProblem {
  path: string;
  code: string;
  message: Names;
}

export interface ListCheck {
  list: ArmyList;
  totals: {
    units: number;
    models: number;
    cost: number;
    costUnit: 'points' | 'stars';
    unpriced: number;
    limit?: number;
  };
  lines: { cost: number | null }[];
  problems: ListProblem[];
  /** What the list implies, for systems that have some (AT-44's company, KOLAPS's Unité). */
  facts?: Record<string, unknown>;
}

/**
 * The odds of what the dice gave, on the log line that applies them
 * (docs/sheets/README.md, "Odds"): `p` exactly this result, `atLeast` at
 * least as good, `mean` the quantity expected, `value` the one rolled; good
 * or bad for `player` (absent: the sheet's owner; -2 the other side; a turn's 0 or 1).
 */
export interface Odds { p: number; atLeast: number; mean: number; value: number; player?: number }

/** A line of a state model's log: its words, and the odds of its dice when it applies some. */
export interface LogLine extends Names { odds?: Odds[] }

export interface Names {
  fr: string;
  en: string;
}

/** What a valid ruleset holds, in short. */
export interface RulesetSummary {
  id: string;
  system: string;
  edition: string;
  version: number;
  name: Names;
  source: string;
  units: { id: string; name: Names; kind: string }[];
  counts: Record<string, number>;
}

export interface LoadOptions {
  /** The bytes of auspex.wasm (required under Node, which cannot fetch a file path). */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/** Loads the whole core's WebAssembly module (auspex.wasm). */
export declare function loadAuspex(options?: LoadOptions): Promise<Auspex>;

/** The systems that have a calculator module of their own. */
export declare const CALC_SYSTEMS: readonly ('titanicus' | 'at44' | 'kolaps' | 'epic')[];

/** One system's calculator: its requests and rulesets only, another system being an error naming "system". */
export type CalcModule = Pick<Auspex, 'calc' | 'calcText' | 'checkRuleset' | 'checkRulesetText' | 'addRuleset' | 'replaceRuleset' | 'rulesets'>;

/** Loads one system's calculator module (calc-<system>.wasm; wasmBinary: its bytes under Node). */
export declare function loadCalc(system: string, options?: LoadOptions): Promise<CalcModule>;

/**
 * The module faulted (a WebAssembly trap, an exception out of it, a reply that is not JSON):
 * it answers nothing more, every later call throws this again; load another. Path "", code
 * "core.fault", its `fr` for the player; `cause` what the module threw.
 */
export declare class AuspexFault extends AuspexError {
  readonly cause: unknown;
  constructor(cause: unknown);
}

/**
 * A module's functions by name (calc, rulesetAdd…: text in, {ok, json} or text out, as the module's
 * embind registrations give them), guarded against faults (the loaders' own; for the tests).
 */
export declare function wrap(module: object): Auspex;
