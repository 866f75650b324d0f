// One request function per growing endpoint, through the installed client runtime.
import { currentApi } from '../../core/runtime.ts';
import type { Handover, PickupSlot, Quota, Reservation, Strain } from './types.ts';

const data = <T>(answer: { data: T }) => answer.data;

export const getStrains = () => currentApi().get<{ data: Strain[] }>('growing/strains').then(data);

export const getQuota = () => currentApi().get<Quota>('growing/quota');

export const getSlots = () => currentApi().get<{ data: PickupSlot[] }>('growing/slots').then(data);

export const getHandovers = () => currentApi().get<{ data: Handover[] }>('growing/handovers').then(data);

export const getHandoverPdf = () => currentApi().get<{ name: string; data: string }>('growing/handovers/pdf');

export const getReservations = () => currentApi().get<{ data: Reservation[] }>('growing/reservations').then(data);

export const createReservation = (body: { strain_id: number; grams: string; slot: string }, idempotencyKey: string) =>
  currentApi()
    .raw<Reservation>('POST', 'growing/reservations', { body, headers: { 'Idempotency-Key': idempotencyKey } })
    .then((r) => r.data);

export const cancelReservation = (label: string) =>
  currentApi().post<Reservation>(`growing/reservations/${encodeURIComponent(label)}/cancel`);

export const setDateOfBirth = (date_of_birth: string) =>
  currentApi().put<Quota>('growing/date-of-birth', { date_of_birth });
