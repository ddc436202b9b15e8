// Step 1 of self-registration: an enterprise account (user name, password, contact), passing
// the click captcha when the site asks for it; the new account is signed in at once.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { authMessages } from "@/i18n/auth";
import { api } from "@/lib/request";
import { rule } from "@shared/validate";
import { openClickCaptcha } from "@/scripts/click-captcha";
import { $adminInfo, type AdminInfo } from "@/stores/admin-info";
import { adminBase } from "@/stores/site-config";
import { consoleLang, t } from "@/i18n/console";
import { et } from "@/i18n/enterprise";
import { checkRules, useSubmit } from "../headless/use-submit";
import type { EnterpriseTextKey } from "@/i18n/enterprise";

const RULES = {
  username: rule.string({ required: true, pattern: "account" }),
  password: rule.string({ required: true, pattern: "password", raw: true }),
  repeat: rule.string({ required: true, raw: true }),
  nickname: rule.string({ required: true, max: 50 }),
  mobile: rule.string({ required: true, pattern: "mobile" }),
};

const FIELDS: { name: keyof typeof RULES; label: EnterpriseTextKey; type: string; autocomplete: string }[] = [
  { name: "username", label: "username", type: "text", autocomplete: "username" },
  { name: "password", label: "password", type: "password", autocomplete: "new-password" },
  { name: "repeat", label: "passwordRepeat", type: "password", autocomplete: "new-password" },
  { name: "nickname", label: "contactName", type: "text", autocomplete: "name" },
  { name: "mobile", label: "mobile", type: "tel", autocomplete: "tel" },
];

export function AccountStep({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  // The click captcha (when the site asks for it) comes first; closing it sends nothing.
  const creating = useSubmit(async (): Promise<boolean> => {
    const info = await api<{ captcha: boolean }>({ url: `${adminBase()}/index/login` });
    const captcha = info.data.captcha ? await openClickCaptcha(authMessages[consoleLang()]) : {};
    if (!captcha) return false;
    const { repeat: _repeat, ...data } = values;
    const res = await api<{ userInfo: Partial<AdminInfo> }>({ url: `${adminBase()}/enterprise.Registration/account`, method: "POST", data: { ...data, ...captcha }, showSuccessMessage: true });
    $adminInfo.set(res.data.userInfo);
    return true;
  });
  const { errors, pending: busy } = creating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRules(RULES, values) ?? {};
    if (!problems.repeat && values.repeat !== values.password) problems.repeat = et("passwordsDiffer");
    if (Object.keys(problems).length) return creating.fail(problems, (field) => `account-${field}`);
    if (await creating.run()) onCreated();
  };

  const login = `${adminBase()}/newLogin?to=${encodeURIComponent(`${adminBase()}/enterprise/enterprise/register?active=2`)}`;
  return (
    <form noValidate onSubmit={submit} className="mx-auto grid max-w-md gap-4" aria-labelledby="account-title">
      <div>
        <h2 id="account-title" className="text-lg font-semibold">{et("accountTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{et("accountText")}</p>
      </div>
      {FIELDS.map((field) => (
        <div key={field.name} className="grid gap-1.5">
          <label htmlFor={`account-${field.name}`} className="text-sm font-medium">
            {et(field.label)}
            <span className="ml-0.5 text-destructive" aria-hidden="true">*</span>
          </label>
          <Input
            id={`account-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autocomplete}
            value={values[field.name] ?? ""}
            aria-invalid={Boolean(errors[field.name]) || undefined}
            aria-describedby={errors[field.name] ? `account-${field.name}-error` : undefined}
            onChange={(e) => {
              setValues({ ...values, [field.name]: e.target.value });
              creating.clearError(field.name);
            }}
          />
          {errors[field.name] && (
            <p id={`account-${field.name}-error`} role="alert" className="text-xs text-danger-text">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("saving") : et("createAccount")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {et("haveAccount")}
        <a href={login} className="ml-1 font-medium text-primary hover:underline">
          {et("signIn")}
        </a>
      </p>
    </form>
  );
}
