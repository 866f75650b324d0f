// The wallet's server texts in German (merged into server/lang/de.ts): field names and every
// member-facing sentence of server/modules/wallet.
export const walletAttributesDe = {
  amount: 'Betrag',
  holder: 'Kontoinhaber',
  iban: 'IBAN',
  withdraw_account_id: 'Auszahlungskonto',
  idempotency_key: 'Idempotency-Key',
  order: 'Bestellung',
  from: 'Beginn',
  to: 'Ende',
};

export const walletSentencesDe = {
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters.':
    'Der Idempotency-Key-Header muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen.',
  'This Idempotency-Key was already used for another request.':
    'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
  'The amount must be greater than zero.': 'Der Betrag muss größer als null sein.',
  'The amount cannot contain fractions of a cent.': 'Der Betrag darf keine Bruchteile eines Cents enthalten.',
  'The amount must be a number of euros, e.g. 25.50.': 'Der Betrag muss eine Zahl in Euro sein, z. B. 25.50.',
  'The amount must be at least :min.': 'Der Betrag muss mindestens :min betragen.',
  'The amount may not be more than :max.': 'Der Betrag darf höchstens :max betragen.',
  'The IBAN is not valid. Please check it against your bank statement.':
    'Die IBAN ist ungültig. Bitte vergleiche sie mit deinem Kontoauszug.',
  'Payouts go only to accounts in the SEPA area (EU, EEA, Switzerland, UK).':
    'Auszahlungen gehen nur auf Konten im SEPA-Raum (EU, EWR, Schweiz, Vereinigtes Königreich).',
  'The account holder must be a name, without < or >.': 'Der Kontoinhaber muss ein Name sein, ohne < oder >.',
  'This account is already saved.': 'Dieses Konto ist schon gespeichert.',
  'You can withdraw at most :available: your available balance (pending withdrawals are already taken out).':
    'Du kannst höchstens :available auszahlen lassen: dein verfügbares Guthaben (offene Auszahlungen sind schon abgezogen).',
  'Deposits by bank transfer are not available: the club has not set up its account.':
    'Einzahlungen per Überweisung sind nicht möglich: der Club hat sein Konto nicht eingerichtet.',
  'Only an order awaiting payment can be cancelled.':
    'Nur eine Bestellung, deren Zahlung aussteht, kann storniert werden.',
  'Order :label expires soon': 'Bestellung :label läuft bald ab',
  'Please pay order :label by :date, or it expires.':
    'Bitte bezahle die Bestellung :label bis zum :date, sonst läuft sie ab.',
  'Order :label expired': 'Bestellung :label abgelaufen',
  'Order :label expired unpaid. Money that arrives for it anyway is booked to your wallet.':
    'Die Bestellung :label ist unbezahlt abgelaufen. Geld, das trotzdem dafür eingeht, wird deinem Guthaben gutgeschrieben.',
  'Only a pending withdrawal can be cancelled.':
    'Nur eine offene Auszahlung, die noch in keinem Auszahlungslauf ist, kann storniert werden.',
  'Only a paid order has a receipt.': 'Nur eine bezahlte Bestellung hat einen Zahlungsbeleg.',
  'The :attribute must be a date like 2026-01-31.': 'Das Feld :attribute muss ein Datum wie 2026-01-31 sein.',
  'The end of the period must not be before its start.': 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
  'A statement covers at most :days days.': 'Ein Kontoauszug umfasst höchstens :days Tage.',
  // fresh confirmation and the alerts of new payout accounts and withdrawals (payout-alerts.ts)
  'Password confirmation required.': 'Bitte bestätige zuerst, dass du es bist.',
  'New payout account': 'Neues Auszahlungskonto',
  'A new payout account (:iban) was added to your wallet.':
    'Ein neues Auszahlungskonto (:iban) wurde zu deinem Guthaben hinzugefügt.',
  'Withdrawal requested': 'Auszahlung beantragt',
  'Withdrawal :label to your account :iban was requested.':
    'Die Auszahlung :label auf dein Konto :iban wurde beantragt.',
  'Not you? Change your password and contact the club.':
    'Warst du das nicht? Ändere dein Passwort und melde dich beim Club.',
  'Hello :name,': 'Hallo :name,',
  'Review your devices': 'Deine Geräte prüfen',
  // notifications (server/cli/wallet-commands.ts)
  'Deposit received': 'Einzahlung eingegangen',
  'Your transfer for order :label has arrived and is in your wallet.':
    'Deine Überweisung für die Bestellung :label ist eingegangen und in deinem Guthaben.',
  'Withdrawal paid out': 'Auszahlung überwiesen',
  'Your withdrawal :label has been transferred to your account.':
    'Deine Auszahlung :label wurde auf dein Konto überwiesen.',
  'Withdrawal rejected': 'Auszahlung abgelehnt',
  'Your withdrawal :label was rejected: :reason. The amount is available in your wallet again.':
    'Deine Auszahlung :label wurde abgelehnt: :reason. Der Betrag ist wieder in deinem Guthaben verfügbar.',
  // the deposit mails (server/modules/wallet/deposit-mails.ts)
  'Deposit :label: how to pay': 'Einzahlung :label: so zahlst du',
  'your deposit order :label is waiting for your bank transfer. Please transfer:':
    'deine Einzahlung :label wartet auf deine Überweisung. Bitte überweise:',
  'Amount: :amount': 'Betrag: :amount',
  'Recipient: :recipient': 'Empfänger: :recipient',
  'IBAN: :iban': 'IBAN: :iban',
  'BIC: :bic': 'BIC: :bic',
  'Bank: :bank': 'Bank: :bank',
  'Reference: :reference': 'Verwendungszweck: :reference',
  'Quote the reference exactly as written: it is how the club finds your transfer.':
    'Gib den Verwendungszweck genau so an: daran erkennt der Club deine Überweisung.',
  'Please pay by :date (:zone). Money that arrives later is booked to your wallet all the same.':
    'Bitte zahle bis :date (:zone). Geld, das später ankommt, wird trotzdem deinem Guthaben gutgeschrieben.',
  'Open the order': 'Bestellung öffnen',
  'Deposit :label received': 'Einzahlung :label eingegangen',
  'your transfer of :amount for order :label has arrived and is in your wallet now.':
    'deine Überweisung über :amount für die Bestellung :label ist eingegangen und jetzt in deinem Guthaben.',
  'The order was for :ordered; your wallet is credited with what arrived.':
    'Die Bestellung lautete über :ordered; deinem Guthaben wird gutgeschrieben, was angekommen ist.',
  'Open your wallet': 'Guthaben öffnen',
};
