// The common set of texts (docs/spec.md §4: always loaded): the portal shell, its status pages and
// the common dialogs. Keys are read as 'common.<group>.<name>'. Its members' part (member/en.ts:
// sidebar, top bar, member dialogs and pages) loads with the members' shell (index.ts).
export default {
  pages: {
    dashboard: 'Dashboard',
    settings: 'Settings',
    routes: 'Routes',
    enterGhostMode: 'Ghost mode',
    notfound: 'Page not found',
    unavailable: 'Not available',
    error500: 'Error',
    maintenance: 'Maintenance',
    loading: 'Loading page',
  },
  language: {
    label: 'Language',
    current: 'Language {code} ({language})',
    en: 'English',
    de: 'Deutsch',
  },
  toasts: {
    label: 'Messages',
    dismiss: 'Dismiss',
  },
  errors: {
    tryAgainIn: {
      one: 'Please try again in {count} second.',
      other: 'Please try again in {count} seconds.',
    },
    ok: 'OK',
    maintenanceTitle: 'Maintenance',
    close: 'Close',
  },
  unavailable: {
    title: 'Not available for your membership',
    text: 'This page is not part of your membership or has been switched off by the club.',
    home: 'Go to the start page',
  },
  notfound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or is not available to you.',
    home: 'Go to the start page',
  },
  error500: {
    title: 'Something went wrong',
    text: 'We reported this error to our development team. Please try again later.',
    reload: 'Reload the page',
    home: 'Go to the start page',
  },
  maintenance: {
    title: 'Maintenance',
    text: 'Maintenance Mode active. Please try again later.',
    retry: 'Try again',
  },
  validation: {
    required: '{field} is required.',
    email: 'Invalid email address',
  },
};
