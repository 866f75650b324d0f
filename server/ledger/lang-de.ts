// The ledger's entry texts in German (merged into server/lang/de.ts; English in ./texts.ts).
export const ledgerSentencesDe = {
  'Bank transfer :reference': 'Überweisung :reference',
  'Deposit by bank transfer': 'Einzahlung per Überweisung',
  'Withdrawal :label to :account': 'Auszahlung :label an :account',
  'Withdrawal :label returned': 'Auszahlung :label zurückgebucht',
  'Dispensary pickup :label': 'Abholung in der Ausgabestelle :label',
  'Dispensary pickup': 'Abholung in der Ausgabestelle',
  'Reservation :label released': 'Reservierung :label freigegeben',
  'Hold :label released': 'Vormerkung :label freigegeben',
  'Order :label: :items': 'Bestellung :label: :items',
  'Ticket :label: :title': 'Eintrittskarte :label: :title',
  'Refund of ticket :label: :title': 'Erstattung der Eintrittskarte :label: :title',
  'Membership fee :month': 'Mitgliedsbeitrag :month',
  'Membership fee due :day': 'Mitgliedsbeitrag, fällig am :day',
  'Team bonus': 'Teambonus',
  'Referral bonus: :name': 'Empfehlungsbonus: :name',
  'Wallet deposit': 'Guthaben-Einzahlung',
};
