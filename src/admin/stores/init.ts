// The admin init payload (GET /admin/index/index): who is signed in, the menu tree they may
// use, their permission nodes and the site configuration. Loaded once per console visit.
import type { UploadRules } from "@shared/contracts/upload";
import { atom } from "nanostores";
import { api } from "@/lib/request";
import { $adminInfo, type AdminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import type { ModuleDeclaration } from "@shared/module/types";
import { INIT_CALL } from "../boot/early-calls";

export interface MenuNode {
  id: number;
  pid: number;
  type: "menu_dir" | "menu" | "button";
  title: string;
  title_en: string;
  name: string;
  path: string;
  icon: string;
  menu_type: "tab" | "link" | "iframe" | null;
  url: string;
  component: string;
  keepalive: string | 0;
  extend: "none" | "add_rules_only" | "add_menu_only";
  children?: MenuNode[];
}

export interface AdminInit {
  adminInfo: Omit<AdminInfo, "token" | "refresh_token">;
  menus: MenuNode[];
  authNode: string[];
  siteConfig: {
    siteName: string;
    recordNumber: string;
    version: string;
    upload: UploadRules;
  };
  terminal: { packageManager: string; port: number; show: boolean };
  /** Outgoing mail; `warning` is set while no SMTP server is configured. */
  mail?: { configured: boolean; warning: string };
  /** Declarations of the generated modules this admin may open. */
  modules?: ModuleDeclaration[];
}

export type InitState = { status: "idle" | "loading" } | { status: "ready"; data: AdminInit; nodes: Set<string> } | { status: "failed"; message: string };

export const $init = atom<InitState>({ status: "idle" });

let pending: Promise<InitState> | undefined;

export function loadInit(force = false): Promise<InitState> {
  if (!force && pending) return pending;
  $init.set({ status: "loading" });
  pending = api<AdminInit>({ url: `${adminBase()}${INIT_CALL}` })
    .then((res) => {
      const state: InitState = { status: "ready", data: res.data, nodes: new Set(res.data.authNode.map((n) => n.toLowerCase())) };
      $adminInfo.set({ ...$adminInfo.get(), ...res.data.adminInfo });
      $init.set(state);
      return state;
    })
    .catch((error: unknown) => {
      const state: InitState = { status: "failed", message: error instanceof Error ? error.message : String(error) };
      $init.set(state);
      pending = undefined;
      return state;
    });
  return pending;
}

/** Reloads the payload in place (menus, nodes, generated modules) without leaving the console. */
export async function refreshInit(): Promise<void> {
  const res = await api<AdminInit>({ url: `${adminBase()}${INIT_CALL}` });
  $adminInfo.set({ ...$adminInfo.get(), ...res.data.adminInfo });
  const state: InitState = { status: "ready", data: res.data, nodes: new Set(res.data.authNode.map((n) => n.toLowerCase())) };
  pending = Promise.resolve(state);
  $init.set(state);
}

/** Every menu node, depth first. */
export function flattenMenus(menus: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(menus);
  return out;
}

/** Does the admin hold this permission node (`auth/admin/add`)? */
export function hasNode(node: string): boolean {
  const state = $init.get();
  if (state.status !== "ready") return false;
  return state.data.adminInfo.super || state.nodes.has(node.toLowerCase());
}
