// The device handoff is called from three areas (pro-accounts, companies, core); each route
// differs only in who may call, so they describe their answers alike.

/** What every handoff route says about its answers. */
export const HANDOFF_DESCRIPTION =
  "The receiving company gets a copy of the customer with the home and its devices; the giving company's open service requests on them end (a remote session of the giving company open on one of them ends Closed, and both sides hear of it) and the home's open invites close; the receiving company's owners and admins are mailed a link to the customer. 400 on body.targetPartnerAccountId when the receiving company is the giving one, not active, or in the EMEA market; 404 for an unknown home or receiving company.";
