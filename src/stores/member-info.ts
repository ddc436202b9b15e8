// The signed-in member (spec §3 member info, persisted per spec §9). Spec §4: a member is
// logged in when both id and token are present.
import { computed } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";

export interface MemberInfo {
  id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  gender: 0 | 1 | 2;
  birthday: string;
  money: string;
  score: number;
  last_login_time: string;
  last_login_ip: string;
  join_time: string;
  motto: string;
  token: string;
  refresh_token: string;
}

export const $memberInfo = persistentAtom<Partial<MemberInfo>>("ba:userInfo", {}, {
  encode: JSON.stringify,
  decode: (value) => {
    try {
      return JSON.parse(value) as Partial<MemberInfo>;
    } catch {
      return {};
    }
  },
});

export const $memberLoggedIn = computed($memberInfo, (info) => Boolean(info.id && info.token));

export function setMemberTokens(token: string, refreshToken?: string): void {
  const current = $memberInfo.get();
  $memberInfo.set({ ...current, token, refresh_token: refreshToken ?? current.refresh_token ?? "" });
}

export function clearMemberInfo(): void {
  $memberInfo.set({});
}
