// The core's own texts: the error dialogs of docs/spec.md §8 (keys 'core.…').
export default {
  errors: {
    tooManyRequests: {
      title: 'Too many requests',
      text: 'Please try again later',
    },
    serverError: {
      title: 'Internal Server Error',
      text: 'We reported this error to our development team. Please try again later.',
    },
    maintenance: {
      text: 'Maintenance Mode active. Please try again later.',
    },
    network: 'The server could not be reached. Please check your connection.',
    notFound: 'Not found.',
  },
};
