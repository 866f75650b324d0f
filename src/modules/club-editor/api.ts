// The posts editor's and the events' endpoints (src/shared/contract/club-posts.ts, club-events.ts),
// one function each.
import { currentApi } from '../../core/runtime.ts';
import type {
  CheckInAnswer,
  CleaningReport,
  Paginator,
  PostFormat,
  Attendee,
  EventCancelled,
  StaffEvent,
  StaffPost,
  UploadedImage,
} from './types.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

export interface PostFields {
  title: string;
  body: string;
  format: PostFormat;
  image_url: string | null;
  language: 'en' | 'de' | null;
  publish: 'draft' | 'now' | 'at';
  publish_at: string | null;
  /** Shown to the club website's visitors without signing in. */
  public: boolean;
}
export interface Written {
  post: StaffPost;
  removed: CleaningReport;
}

export const getPosts = (page: number) => currentApi().get<Paginator<StaffPost>>('club/posts', { page });
export const getPost = (id: string) => currentApi().get<StaffPost>(`club/posts/${segment(id)}`);
export const previewPost = (body: string, format: PostFormat) =>
  currentApi().post<{ html: string; removed: CleaningReport }>('club/posts/preview', { body, format });
export const createPost = (fields: PostFields) => currentApi().post<Written>('club/posts', fields);
export const updatePost = (id: string, fields: PostFields) =>
  currentApi().put<Written>(`club/posts/${segment(id)}`, fields);
export const publishPost = (id: string) => currentApi().post<StaffPost>(`club/posts/${segment(id)}/publish`, {});
/** `content`: the file as a data: URL (its base64 after the comma is what the server reads). */
export const uploadPostImage = (file_name: string, content: string) =>
  currentApi().post<UploadedImage>('club/post-images', { file_name, content });
export const unpublishPost = (id: string) => currentApi().post<StaffPost>(`club/posts/${segment(id)}/unpublish`);

export interface EventFields {
  kind: 'event' | 'appointment';
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  capacity: number | null;
  price_cents: number;
}

export const getEvents = () => currentApi().get<StaffEvent[]>('club/events');
export const createEvent = (fields: EventFields) => currentApi().post<StaffEvent>('club/events', fields);
export const updateEvent = (id: number, fields: EventFields) =>
  currentApi().put<StaffEvent>(`club/events/${segment(id)}`, fields);
export const checkInTicket = (eventId: string, payload: string) =>
  currentApi().post<CheckInAnswer>(`club/events/${segment(eventId)}/check-in`, { payload });
export const getAttendees = (eventId: number) =>
  currentApi().get<Attendee[]>(`club/events/${segment(eventId)}/attendees`);
export const cancelEvent = (eventId: number, reason: string) =>
  currentApi().post<EventCancelled>(`club/events/${segment(eventId)}/cancel`, { reason });
/** The club's Ed25519 public key (SPKI PEM), which checks a ticket offline. */
export const getTicketPublicKey = () =>
  currentApi().get<{ algorithm: string; format: string; public_key: string }>('tickets/public-key');
