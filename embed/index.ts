// Entry of dist/embed/club-widgets.js.
export {};
