// The chat module's texts, read as 'chat.<group>.<name>'.
export default {
  title: 'Chat',
  sidebar: 'Chat',
  topBar: {
    open: 'Chat',
    unread: { one: '{count} unread chat message', other: '{count} unread chat messages' },
  },
  list: {
    heading: 'Conversations',
    loading: 'Loading conversations',
    empty: 'No conversations yet. Start one below.',
    error: 'The conversations could not be loaded.',
    retry: 'Try again',
    you: 'You: {text}',
    noMessages: 'No messages yet',
    unread: '{count} unread',
  },
  start: {
    heading: 'New conversation',
    email: 'Member’s email address',
    message: 'Message',
    submit: 'Start conversation',
  },
  conversation: {
    back: 'Back to conversations',
    choose: 'Choose a conversation to read its messages.',
    loading: 'Loading messages',
    error: 'The messages could not be loaded.',
    retry: 'Try again',
    empty: 'No messages yet. Say hello!',
    older: 'Show earlier messages',
    log: 'Messages with {name}',
    fromYou: 'You',
    unknownMember: 'Member',
  },
  composer: {
    label: 'Message to {name}',
    placeholder: 'Write a message',
    hint: 'Enter sends, Shift+Enter starts a new line.',
    send: 'Send',
    sending: 'Sending',
    tooLong: {
      one: 'The message is {count} character too long.',
      other: 'The message is {count} characters too long.',
    },
  },
  newMessage: {
    title: 'New messages',
    text: {
      one: 'You have {count} unread chat message. Another member is waiting for your answer.',
      other: 'You have {count} unread chat messages. Other members are waiting for your answer.',
    },
    confirm: 'Open chat',
    later: 'Later',
  },
};
