import type { Announcement, FeedbackSubmitReply, InboxListReply } from '@common/generated/api';
import { callApi } from './callApi';

/** A page of the member's inbox, newest first, with the unread count. */
export type InboxPage = InboxListReply;
/** One inbox message; a reply to the member's feedback carries their text in `feedback`. */
export type InboxMessage = InboxListReply['list'][number];
/** A player (PL) or agent (A) notice. */
export type Notice = Announcement;

/** Messages per page of the message centre. */
export const INBOX_PAGE_SIZE = 20;

/** GET /wps/relay/CSP_getInbox: one page of the member's messages. */
export async function fetchInboxPage(pageNo: number): Promise<InboxPage> {
  return (await callApi('inboxList', { query: { pageNo, pageSize: INBOX_PAGE_SIZE } })).value;
}

/**
 * The notices of one type: PL (players) or A (agents; the server sends them to agents only, so another member gets
 * an empty list).
 */
export async function fetchNotices(type: 'PL' | 'A'): Promise<Notice[]> {
  return (await callApi('announcements', { query: { types: type, groupName: 'm_home' } })).value.notices;
}

/** PUT /wps/feedback; the reply carries the inbox's new unread count (the operator's answer is in it). */
export async function submitFeedback(content: string): Promise<FeedbackSubmitReply> {
  return (await callApi('feedbackSubmit', { body: { content } })).value;
}
