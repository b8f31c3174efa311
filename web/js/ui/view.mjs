// The screens rendered with Preact (the lists screen, the builder, the game
// screens): `h(tag, props, ...children)` makes a virtual node, `render` puts
// a screen into its element and updates only what changed, so the focus and
// what the player is typing stay where they are. Props are the DOM's
// (`class`, `onclick`, `aria-*`, `data-testid`); `ref` ({ current }) gives
// the element. The calculator is in Preact too, written in JSX (ui/controls.jsx,
// calculator/*.jsx).
export { h, render, Fragment, createRef } from 'preact';
import { h } from 'preact';

/** A button of the screens: `tool` styled (attrs may add to or replace it), its test id, what a tap does. */
export const btn = (testid, label, onclick, attrs = {}) => h('button', { type: 'button', class: 'tool', 'data-testid': testid, onclick, ...attrs }, label);
