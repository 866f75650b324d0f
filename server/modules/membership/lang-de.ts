// The membership module's German texts (server/lang/de.ts spreads them in; tests/server/lang checks them).
export const membershipAttributesDe = {
  resident_since: 'in Deutschland seit',
  no_other_club: 'Erklärung, in keinem anderen Anbauverein Mitglied zu sein',
  statutes: 'Satzung',
  fee_plan: 'Beitragsordnung',
  document: 'Ausweisart',
  leave_on: 'Austrittstag',
  confirm: 'Bestätigung',
  check: 'Ausweisprüfung',
  offer: 'Angebot',
};

export const membershipSentencesDe = {
  'Thank you for your application! We have emailed you a link to confirm your address. Then come to the club with an official photo ID.':
    'Danke für deinen Antrag! Wir haben dir einen Link zur Bestätigung deiner Adresse gemailt. Komm dann mit einem amtlichen Lichtbildausweis in den Club.',
  'I declare that I am not a member of any other cannabis club (Anbauvereinigung) (KCanG §16 (3)).':
    'Ich erkläre, dass ich in keiner anderen Anbauvereinigung Mitglied bin (§ 16 Abs. 3 KCanG).',
  'Declined the offered place.': 'Den angebotenen Platz abgelehnt.',
  'The offer was not answered in time.': 'Das Angebot wurde nicht rechtzeitig angenommen.',
  'The day you moved to Germany cannot be in the future.':
    'Der Tag deines Zuzugs nach Deutschland darf nicht in der Zukunft liegen.',
  'Members must have lived in Germany for at least :months months.':
    'Mitglieder müssen seit mindestens :months Monaten in Deutschland leben.',
  'Only an active member whose age the club has checked has a membership card.':
    'Nur aktive Mitglieder, deren Alter der Club geprüft hat, haben einen Mitgliedsausweis.',
  'The :attribute must be a German postcode of five digits.':
    ':Attribute muss eine deutsche Postleitzahl mit fünf Ziffern sein.',
  'That is not possible in the membership’s present state.':
    'Das ist im jetzigen Stand der Mitgliedschaft nicht möglich.',
  'The applicant has not confirmed their email address yet.':
    'Die Antragstellerin oder der Antragsteller hat die E-Mail-Adresse noch nicht bestätigt.',
  'Check an official photo ID in person first (KCanG §16 (4)).':
    'Prüfe zuerst persönlich einen amtlichen Lichtbildausweis (§ 16 Abs. 4 KCanG).',
  'The offer has expired.': 'Das Angebot ist abgelaufen.',
  'Welcome to the club': 'Willkommen im Club',
  'Your membership has started. Your membership number is :number; your membership card is in the portal.':
    'Deine Mitgliedschaft hat begonnen. Deine Mitgliedsnummer ist :number; deinen Mitgliedsausweis findest du im Portal.',
  'You are on the waitlist': 'Du stehst auf der Warteliste',
  'The club has reached its member limit. You keep your place on the waitlist and we tell you as soon as a place is free.':
    'Der Club hat seine Höchstzahl an Mitgliedern erreicht. Du behältst deinen Platz auf der Warteliste, und wir melden uns, sobald ein Platz frei ist.',
  'A place is free for you': 'Ein Platz ist für dich frei',
  'A place in the club is free for you. Please accept it in the portal by :until.':
    'Ein Platz im Club ist für dich frei. Bitte nimm ihn bis :until im Portal an.',
  'Your application': 'Dein Antrag',
  'We cannot accept your application: :reason': 'Wir können deinen Antrag nicht annehmen: :reason',
};
