import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Discord's list endpoints answer one page of a bare array (bans: up to 1,000 by default; channel messages and the
 * audit log: 50), continued only by sending the last id back as `before` or `after`
 * (https://discord.com/developers/docs/resources/guild#get-guild-bans). discord.js `guild.bans.fetch()`,
 * `channel.messages.fetch()` and `guild.fetchAuditLogs()` send one such request; `bans.fetch(id)` and
 * `messages.fetch({ message })` read one record.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (Discord lists)', rule, {
  valid: [
    // one ban, by the user's id or by `{ user }`
    `async function isBanned(guild, userId) {
      const ban = await guild.bans.fetch(userId).catch(() => null);
      return ban !== null;
    }`,
    `async function banOf(guild, member) {
      const ban = await guild.bans.fetch({ user: member.id, force: true });
      return ban.reason;
    }`,
    // one message, by id
    `async function quoted(channel, id) {
      const message = await channel.messages.fetch(id);
      return message.content;
    }`,
    `async function pinnedNotice(channel, id) {
      const message = await channel.messages.fetch({ message: id });
      return message.content;
    }`,
    // every page: the last id sent back as \`before\`
    `async function history(channel) {
      const all = [];
      let before;
      for (;;) {
        const page = await channel.messages.fetch({ limit: 100, before });
        if (page.size === 0) break;
        all.push(...page.values());
        before = page.lastKey();
      }
      return all;
    }`,
    // members.fetch() without options asks the gateway for every member: no page
    `async function members(guild) {
      const all = await guild.members.fetch();
      return [...all.values()];
    }`,
    // \`guild\` is no client word: it names guilds of every kind, and would let other rows' loose shapes (Stripe's
    // \`*.list\`) speak for any call through it
    `async function ranks(guild) {
      const { data } = await guild.ranks.list();
      return data.map((r) => r.name);
    }`,
    // the newest few, a window the code chose
    `async function recent(channel) {
      const messages = await channel.messages.fetch({ limit: 5 });
      return messages.map((m) => m.content);
    }`,
  ],
  invalid: [
    {
      // "is this user banned?" asked of the first 1,000 bans
      code: `
async function clearBannedMutes(guild, mutes, db) {
  const bans = await guild.bans.fetch({ cache: true });
  for (const mute of mutes) {
    if (!bans.has(mute.userId)) continue;
    await db.clearMute(mute.userId);
  }
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 22 }, { messageId: 'absenceFromPage', line: 5, column: 15 }],
    },
    {
      code: `
async function searchBans(guild, query) {
  const bans = (await guild.bans.fetch({ cache: false })).map((b) => b.user);
  return bans.filter((u) => u.username.includes(query));
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 23 }],
    },
    {
      code: `
async function transcript(channel) {
  const messages = await channel.messages.fetch({ limit: 100 });
  return messages.map((m) => m.content).join('\\n');
}`,
      errors: [{ messageId: 'singlePage', line: 3, column: 26 }],
    },
  ],
});
