// Every endpoint of the API and the schemas named in the OpenAPI document's components: the
// generator (server/openapi/document.ts) reads this list; a route without an entry fails
// tests/server/openapi/openapi.test.ts.
import type { GenericSchema } from './schema.ts';
import { Message, ValidationError, type Endpoint } from './endpoint.ts';
import { Appointment, appointment, MyTicket, Ticket } from './appointment.ts';
import { chat, ChatMessage, ConversationSummary } from './chat.ts';
import { growing, Reservation, Strain } from './growing.ts';
import { news, Post, PostSummary } from './news.ts';
import { support, SupportTicket, TicketSummary } from './support.ts';
import { affiliate, AffiliateSummary, TeamBonus, TeamMember } from './affiliate.ts';
import { AuditEntry, club, StaffDashboard, StaffMember } from './club.ts';
import { BankImport, clubTreasury, PayoutBatch, StaffOrder, StaffWithdrawal } from './club-treasury.ts';
import { clubFees, FeePlan, MemberFees } from './club-fees.ts';
import { clubSupport, InboxThread, InboxTicket, SupportContent } from './club-support.ts';
import { clubTerms, TermsVersion } from './club-terms.ts';
import { clubPosts, StaffPost } from './club-posts.ts';
import { clubEvents, StaffEvent } from './club-events.ts';
import { clubWidgetOrigins, WidgetOrigins } from './club-widget-origins.ts';
import { Batch, BatchDetail, clubBatches } from './club-batches.ts';
import { clubCounter, CounterBatch, CounterHandover, CounterMember } from './club-counter.ts';
import { clubRecords, HandoverRecord, YearlyReport } from './club-records.ts';
import { clubPrevention, PreventionFigures } from './club-prevention.ts';
import { Applicant, clubMembers, MembersOverview } from './club-members.ts';
import { membership, Membership, MembershipCard } from './membership.ts';
import { auth } from './auth.ts';
import { Passkey, passkeys } from './passkeys.ts';
import { quietHours } from './quiet-hours.ts';
import { push, PushSettings } from './push.ts';
import { realtime } from './realtime.ts';
import { ApiToken, Device, settings } from './settings.ts';
import { privacy, PrivacyOverview } from './privacy.ts';
import { clubVolunteering, volunteering, VolunteerEntry } from './volunteering.ts';
import { WalletOrder, WalletTransaction, Withdrawal, wallet } from './wallet.ts';
import { AuthResponse, ClientConfig, NotificationItem, PendingAuthResponse, User, user } from './user.ts';

const features = [
  user,
  auth,
  realtime,
  settings,
  privacy,
  passkeys,
  quietHours,
  push,
  wallet,
  growing,
  appointment,
  news,
  support,
  chat,
  affiliate,
  club,
  clubTreasury,
  clubFees,
  clubSupport,
  clubTerms,
  clubPosts,
  clubEvents,
  clubWidgetOrigins,
  clubBatches,
  clubCounter,
  clubRecords,
  clubPrevention,
  clubMembers,
  membership,
  volunteering,
  clubVolunteering,
];
export const ENDPOINTS: readonly Endpoint[] = features.flatMap((feature) => Object.values(feature));

export const COMPONENTS: Record<string, GenericSchema> = {
  Message,
  ValidationError,
  User,
  AuthResponse,
  PendingAuthResponse,
  ClientConfig,
  NotificationItem,
  Device,
  Passkey,
  ApiToken,
  PrivacyOverview,
  PushSettings,
  VolunteerEntry,
  WalletTransaction,
  WalletOrder,
  Withdrawal,
  Strain,
  Reservation,
  Appointment,
  Ticket,
  MyTicket,
  PostSummary,
  Post,
  TicketSummary,
  SupportTicket,
  ConversationSummary,
  ChatMessage,
  AffiliateSummary,
  TeamMember,
  TeamBonus,
  StaffDashboard,
  StaffMember,
  AuditEntry,
  StaffOrder,
  BankImport,
  StaffWithdrawal,
  PayoutBatch,
  FeePlan,
  MemberFees,
  InboxTicket,
  InboxThread,
  PreventionFigures,
  StaffPost,
  StaffEvent,
  WidgetOrigins,
  SupportContent,
  TermsVersion,
  Batch,
  BatchDetail,
  CounterMember,
  CounterBatch,
  CounterHandover,
  HandoverRecord,
  YearlyReport,
  Applicant,
  MembersOverview,
  Membership,
  MembershipCard,
};
