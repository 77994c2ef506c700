/** Entries per page of the trail and of a record's history: the server's default page. */
export const AUDIT_PAGE_SIZE = 20;
