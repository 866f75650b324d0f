// The staff dashboard's wire types (GET club/dashboard, docs/spec.md §10 "Staff dashboard"); the
// server imports them with `import type`. A part is there only when the staff member may see it.

export interface StaffMemberRef {
  id: number;
  name: string;
}

export interface StaffDashboard {
  orders?: {
    count: number;
    total_cents: number;
    latest: {
      label: string;
      member: StaffMemberRef;
      total_cents: number;
      bank_reference: string | null;
      created_at: string;
    }[];
  };
  withdrawals?: {
    count: number;
    total_cents: number;
    latest: { label: string; member: StaffMemberRef; amount_cents: number; approved: boolean; created_at: string }[];
  };
  tickets?: {
    new: number;
    open: number;
    latest: { id: number; subject: string; member: StaffMemberRef; status: string; updated_at: string }[];
  };
  pickups?: {
    count: number;
    items: { label: string; member: StaffMemberRef; slot_at: string; status: 'reserved' | 'collected' }[];
  };
  events?: {
    label: string;
    title: string;
    kind: 'event' | 'appointment';
    starts_at: string;
    capacity: number | null;
    taken: number;
  }[];
}
