// The texts the support widget shows (<club-…> on a club's site, src/modules/support/widget.tsx): the widget
// script downloads only these; the portal's full table (../en.ts) includes them.
export default {
  indicator: {
    label: 'Unread ticket answers: {count}',
  },
};
