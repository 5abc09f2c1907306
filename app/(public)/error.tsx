'use client';

// The public pages fail the same way as the portal's: inside their own frame, with the seed's message.
export { default } from '../(portal)/error';
