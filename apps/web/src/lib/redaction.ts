/*
 * What analytics removes before an event leaves (core's rules): a module of its own, loaded with
 * the first event.
 */
export { redactRecord, redactUrl } from '@pathwise/core';
