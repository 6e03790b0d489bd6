// The 404 answers several modules give alike, worded once.

export const LOCATION_NOT_FOUND = 'No home (location) with this id.';
export const CUSTOMER_NOT_FOUND = 'No customer with this id.';
export const DEVICE_NOT_FOUND = 'No device with this id.';
export const INVITE_NOT_FOUND = 'No invite with this id.';
export const ASSOCIATE_NOT_FOUND = 'No associate (builder) with this id.';
