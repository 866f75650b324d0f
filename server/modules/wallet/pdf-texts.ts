// The words of the wallet's PDFs in English and German (the member's language decides).
export const PDF_TEXTS = {
  en: {
    receipt: 'Transaction receipt', bankDetails: 'Bank transfer details', orderReceipt: 'Payment receipt', withdrawal: 'Withdrawal confirmation', statement: 'Account statement',
    label: 'Receipt no.', order: 'Order no.', withdrawalNo: 'Withdrawal no.', date: 'Date', type: 'Type', description: 'Description', amount: 'Amount',
    balanceAfter: 'Balance after', status: 'Status', reference: 'Reference', member: 'Member', pending: 'not yet booked', created: 'Created on',
    recipient: 'Recipient', iban: 'IBAN', bic: 'BIC', bank: 'Bank', transferReference: 'Transfer reference (please give exactly this)', expires: 'Please pay by',
    scan: 'Scan with your banking app (GiroCode):', paidOn: 'Paid on', holder: 'Account holder', reason: 'Reason', period: 'Period', balance: 'Balance', total: 'Total',
    noEntries: 'No entries in this period.', item: 'Item', quantity: 'Qty',
    types: { deposit: 'Deposit', withdrawal: 'Withdrawal', order: 'Order', fee: 'Fee', credit: 'Credit' },
    statuses: { pending: 'Pending', completed: 'Completed', failed: 'Failed' },
    orderStatuses: { pending: 'Awaiting payment', paid: 'Paid', cancelled: 'Cancelled', completed: 'Completed', expired: 'Expired' },
    withdrawalStatuses: { pending: 'Pending', processed: 'Paid out', rejected: 'Rejected' },
    references: { order: 'Order', withdrawal: 'Withdrawal', ticket: 'Ticket' },
  },
  de: {
    receipt: 'Transaktionsbeleg', bankDetails: 'Überweisungsdaten', orderReceipt: 'Zahlungsbeleg', withdrawal: 'Auszahlungsbestätigung', statement: 'Kontoauszug',
    label: 'Beleg-Nr.', order: 'Bestell-Nr.', withdrawalNo: 'Auszahlungs-Nr.', date: 'Datum', type: 'Art', description: 'Beschreibung', amount: 'Betrag',
    balanceAfter: 'Saldo danach', status: 'Status', reference: 'Bezug', member: 'Mitglied', pending: 'noch nicht gebucht', created: 'Erstellt am',
    recipient: 'Empfänger', iban: 'IBAN', bic: 'BIC', bank: 'Bank', transferReference: 'Verwendungszweck (bitte genau so angeben)', expires: 'Bitte zahlen bis',
    scan: 'Mit der Banking-App scannen (GiroCode):', paidOn: 'Bezahlt am', holder: 'Kontoinhaber', reason: 'Grund', period: 'Zeitraum', balance: 'Saldo', total: 'Summe',
    noEntries: 'Keine Buchungen in diesem Zeitraum.', item: 'Position', quantity: 'Menge',
    types: { deposit: 'Einzahlung', withdrawal: 'Auszahlung', order: 'Bestellung', fee: 'Gebühr', credit: 'Gutschrift' },
    statuses: { pending: 'Ausstehend', completed: 'Abgeschlossen', failed: 'Fehlgeschlagen' },
    orderStatuses: { pending: 'Zahlung ausstehend', paid: 'Bezahlt', cancelled: 'Storniert', completed: 'Abgeschlossen', expired: 'Abgelaufen' },
    withdrawalStatuses: { pending: 'Ausstehend', processed: 'Ausgezahlt', rejected: 'Abgelehnt' },
    references: { order: 'Bestellung', withdrawal: 'Auszahlung', ticket: 'Ticket' },
  },
} as const;

export type PdfLanguage = keyof typeof PDF_TEXTS;
export const pdfLanguage = (language: string): PdfLanguage => (language === 'de' ? 'de' : 'en');
