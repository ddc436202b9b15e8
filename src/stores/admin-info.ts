// The signed-in admin (spec §3 admin info, persisted per spec §9) and their tokens.
import { persistentAtom } from "@nanostores/persistent";

export interface AdminInfo {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  last_login_time: string;
  token: string;
  refresh_token: string;
  super: boolean;
  operations: boolean;
  supervise: boolean;
  group_name: string;
  group_id: number;
  enterprise_id: number;
  enterprise_info: Record<string, unknown>;
}

export const $adminInfo = persistentAtom<Partial<AdminInfo>>("ba:adminInfo", {}, {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      return JSON.parse(value) as Partial<AdminInfo>;
    } catch {
      return {};
    }
  },
});

export function setAdminTokens(token: string, refreshToken?: string): void {
  const current = $adminInfo.get();
  $adminInfo.set({ ...current, token, refresh_token: refreshToken ?? current.refresh_token ?? "" });
}

export function clearAdminInfo(): void {
  $adminInfo.set({});
}
