// laravel-echo and pusher-js as published: the one file they enter through. connection.ts imports it
// on the first connection, so in the widgets it is a part of its own, fetched only by the tab that
// owns the browser's connection. pusher-js's `worker` entry: the same client without the DOM
// transports (script-injected JSONP, XHR streaming) the options leave unused anyway
// (options.ts: ws/wss only), and without the web build's localStorage writes, which
// would land in a host site's storage.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js/worker';

export { Echo, Pusher };
