// pusher-js's help links for its messages (src/core/utils/url_store.ts), with the one entry this
// build still asks for: the encrypted-channel link of the error thrown when a private-encrypted-
// channel is subscribed without a `nacl` implementation (channels.ts). The others were asked for
// only by the logger, client events, presence channels and the XHR auth transport, which this
// build leaves out. buildLogSuffix is pusher-js's own.
const urlStore = {
  baseUrl: 'https://pusher.com',
  urls: {
    encryptedChannelSupport: {
      fullUrl: 'https://github.com/pusher/pusher-js/tree/cc491015371a4bde5743d1c87a0fbac0feb53195#encrypted-channel-support',
    },
  },
};

const buildLogSuffix = function (key) {
  const urlPrefix = 'See:';
  const urlObj = urlStore.urls[key];
  if (!urlObj) return '';

  let url;
  if (urlObj.fullUrl) {
    url = urlObj.fullUrl;
  } else if (urlObj.path) {
    url = urlStore.baseUrl + urlObj.path;
  }

  if (!url) return '';
  return `${urlPrefix} ${url}`;
};

export default { buildLogSuffix };
