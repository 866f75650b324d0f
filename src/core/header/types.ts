// docs/spec.md §3 "Header summary response" (GET user/header), as the server sends it.
export interface HeaderCounts {
  unread_count: number;
  read_count: number;
}

export interface HeaderSummary {
  notifications: {
    notifications: HeaderCounts;
    /** Only when the chat feature is on. */
    chat?: { unread_count: number; unread_message_conversation_id: number | null };
    /** Only when tickets are on. */
    tickets?: { unread_count: number; unread_ticket_id: number | null };
  };
  /** Current terms documents the member has not accepted yet. */
  term_updates: TermUpdate[];
}

export interface TermUpdate {
  name: string;
  url: string;
}
