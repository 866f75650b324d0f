// Chat limits the composer shows and the server enforces (POST chat/conversations/{id}/messages).

/** Characters (code points) of one chat message, after trimming. */
export const MAX_MESSAGE_LENGTH = 5000;
