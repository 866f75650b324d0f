// The editor's wire types: those of its API contracts (src/shared/contract/club-posts.ts,
// club-events.ts), as types only.
export type { CleaningReport, PostFormat, StaffPost, UploadedImage } from '../../shared/contract/club-posts.ts';
export type {
  Attendee,
  CheckInAnswer,
  CheckInRefusal,
  EventCancelled,
  StaffEvent,
} from '../../shared/contract/club-events.ts';
export type { Paginator } from '../../shared/contract/endpoint.ts';
