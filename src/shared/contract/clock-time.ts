// A time of day as the quiet hours take it: 'HH:MM', 00:00 to 23:59 (the server and the form check the same).
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
