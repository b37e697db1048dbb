/** A digest's hour as the Daily e-mail page writes it: "06:00", on the store's clock. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
