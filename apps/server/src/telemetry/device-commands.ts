import { randomUUID } from 'node:crypto';
import {
  commandTopic,
  type DeviceCommand,
  type DeviceCommandBody,
  DeviceReply,
  deviceIdOfReplyTopic,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';

// Commands to devices (issue 17): the server publishes a command on the device's command topic
// and waits for the device's reply on its reply topic, matched by commandId. Every instance
// subscribes to every reply (unshared), as the one waiting may be any of them; the others find
// no waiter and drop it.

declare module 'fastify' {
  interface FastifyInstance {
    /** Commands to devices, for whoever builds an AppContext from the app (tests). */
    deviceCommands: DeviceCommands;
  }
}

export type DeviceAnswer = Extract<DeviceReply, { ok: true }>;

export type DeviceCommands = {
  /**
   * Sends `command` to the device and answers its reply. A device that does not answer within
   * the timeout is taken for offline (503); one that refuses the command answers 502.
   */
  send(deviceId: string, command: DeviceCommandBody): Promise<DeviceAnswer>;
  /** Takes a message from a reply topic (the transport calls it). */
  receive(topic: string, payload: Buffer): void;
  /** Commands still waiting for their device (tests, shutdown). */
  pending(): number;
};

type Waiter = { deviceId: string; settle: (reply: DeviceReply) => void };

export function createDeviceCommands(options: {
  publish: (topic: string, payload: string) => Promise<void>;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): DeviceCommands {
  const waiting = new Map<string, Waiter>();

  return {
    async send(deviceId, body) {
      const commandId = randomUUID();
      const command: DeviceCommand = { commandId, ...body };
      const reply = new Promise<DeviceReply | undefined>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(commandId);
          resolve(undefined);
        }, options.timeoutMs);
        waiting.set(commandId, {
          deviceId,
          settle: (answer) => {
            clearTimeout(timer);
            waiting.delete(commandId);
            resolve(answer);
          },
        });
      });
      try {
        await options.publish(commandTopic(deviceId), JSON.stringify(command));
      } catch (error) {
        waiting.get(commandId)?.settle({ commandId, ok: false, error: 'not sent' });
        options.log.warn({ err: error, deviceId }, 'a device command was not published');
        throw deviceOffline();
      }
      const answer = await reply;
      if (!answer) throw deviceOffline();
      if (!answer.ok) {
        throw new AppError(502, `The device refused the command: ${answer.error}`);
      }
      return answer;
    },

    receive(topic, payload) {
      const deviceId = deviceIdOfReplyTopic(topic);
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload.toString('utf8'));
      } catch {
        parsed = undefined;
      }
      const reply = DeviceReply.safeParse(parsed);
      if (!deviceId || !reply.success) {
        options.log.warn({ topic }, 'a device reply of an unknown shape was dropped');
        return;
      }
      const waiter = waiting.get(reply.data.commandId);
      // Only the device the command went to may answer it.
      if (waiter?.deviceId === deviceId) waiter.settle(reply.data);
    },

    pending: () => waiting.size,
  };
}

function deviceOffline() {
  return new AppError(
    503,
    'The device did not answer in time: it is offline or out of reach. Try again once it is back online.',
  );
}
