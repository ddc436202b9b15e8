// The server part of a module (`modules/<group>/<Name>/server.ts`, default export): hooks that
// run inside the engine's steps, and the module's own actions. An action is one call,
// `<method> /<admin prefix>/<module key>/<name>`, whose access, body and query rules are
// declared here next to its handler: the route factory (routes.ts) checks the caller and
// validates the input before the handler runs, so handlers get typed values, never `unknown`.
import type { LocalizedText } from "@shared/i18n";
import type { Infer, Rules } from "@shared/validate";
import type { AdminContext } from "../auth/admin-guard";
import type { MessageKey, MessageParams } from "../lang";
import type { AppServices } from "../services";
import type { CrudEngine } from "./engine";
import type { CrudContext, ModuleHooks, Row, ServerModule } from "./types";
import type { TransitionHooks, WorkflowMachine } from "./workflow/machine";

/**
 * Who may call an action:
 * - `node` (default): holders of `<module node base>/<action>` (enterprise accounts also need an
 *   approved enterprise, 601/602);
 * - `{ node }`: holders of that node; `login`: any signed-in admin; `super`: super admins;
 * - `public`: anyone (the caller is known when a valid token is sent).
 */
export type ActionAccess = "node" | "login" | "super" | "public" | { node: string };

export interface ActionContext extends CrudContext {
  /** A module's own action may use every service of the app (captcha, mail, codes…). */
  services: AppServices;
  entry: ServerModule;
  engine: CrudEngine;
  /** Moves of declared workflows (the module's own owner moves go through it). */
  workflows: WorkflowMachine;
  request: Request;
  /** The body as it arrived (for handlers that take a free-form body, e.g. settings by name). */
  rawBody: unknown;
}

/** Public actions may have no signed-in caller. */
export interface PublicActionContext extends Omit<ActionContext, "admin"> {
  admin: AdminContext | null;
}

/** A handler's answer with a success message (shown to the user as a toast). */
export interface Reply<T = unknown> {
  readonly reply: true;
  data: T;
  /** A server message key, or a text a declaration carries in both languages. */
  message: MessageKey | LocalizedText;
  params?: MessageParams;
}

export const reply = <T>(data: T, message: MessageKey | LocalizedText, params?: MessageParams): Reply<T> => ({ reply: true, data, message, params });

interface ActionDefinition<B extends Rules, Q extends Rules> {
  method?: "GET" | "POST" | "DELETE";
  /** Rules of the JSON body; the handler gets the checked values. */
  body?: B;
  /** Rules of the query string (`ids[]=1&ids[]=2` arrives as a list). */
  query?: Q;
  /** Only the body fields sent are checked (edit forms that send a subset); absent ones stay absent. */
  partial?: boolean;
  /** Field names in messages, when the rules carry no labels. */
  labels?: Record<string, LocalizedText>;
}

export interface ModuleAction<B extends Rules = Rules, Q extends Rules = Rules> extends ActionDefinition<B, Q> {
  access?: Exclude<ActionAccess, "public">;
  /** Answers data (sent as the envelope's `data`), a `reply(...)`, or a whole Response (files, images). */
  handle(ctx: ActionContext, input: { body: Infer<B>; query: Infer<Q> }): unknown;
}

export interface PublicModuleAction<B extends Rules = Rules, Q extends Rules = Rules> extends ActionDefinition<B, Q> {
  access: "public";
  handle(ctx: PublicActionContext, input: { body: Infer<B>; query: Infer<Q> }): unknown;
}

/** Declares an action with its input types inferred from its rules. */
export const action = <const B extends Rules = {}, const Q extends Rules = {}>(definition: ModuleAction<B, Q>): ModuleAction<B, Q> => definition;

/** Declares an action open to everyone. */
export const publicAction = <const B extends Rules = {}, const Q extends Rules = {}>(definition: PublicModuleAction<B, Q>): PublicModuleAction<B, Q> => definition;

export type AnyModuleAction = ModuleAction<any, any> | PublicModuleAction<any, any>;

/** An action as the route factory mounts it. */
export interface MountedAction {
  name: string;
  method: "GET" | "POST" | "DELETE";
  action: AnyModuleAction;
}

export interface ServerPart {
  hooks?: ModuleHooks;
  /** Actions by name (also the permission button and the path segment). */
  actions?: Readonly<Record<string, AnyModuleAction>>;
  /** Side effects of the module's workflow transitions, by transition name. */
  transitions?: Readonly<Record<string, TransitionHooks>>;
  /** What the review dialog shows beside the record (a change request's diff, its enterprise). */
  review?(ctx: ActionContext, row: Row): Promise<Record<string, unknown>>;
}

export const defineServer = (part: ServerPart): ServerPart => part;
