// Wire types of the Growing API, inferred from its schemas (src/shared/contract/growing.ts).
export type {
  Handover,
  PickupSlot,
  Quota,
  Reservation,
  ReservationStatus,
  Strain,
} from '../../shared/contract/growing.ts';
