// pusher-js's Timeline (src/core/timeline/timeline.ts) collects connection events only for its
// stats sender (enableStats, stats.pusher.com), which this build leaves out: the events are not
// kept. Transport connections still draw their ids from it, numbered as in pusher-js.
export default class Timeline {
  constructor() {
    this.uniqueID = 0;
  }

  log() {}

  error() {}

  info() {}

  debug() {}

  isEmpty() {
    return true;
  }

  send() {
    return false;
  }

  generateUniqueID() {
    this.uniqueID++;
    return this.uniqueID;
  }
}
