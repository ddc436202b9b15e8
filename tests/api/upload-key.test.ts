// Units of external storage: SigV4 against the AWS documentation's own example, and the key
// template shared by browser and server (spec §9: the file name part is 15 characters).
import { describe, expect, test } from "bun:test";
import { EMPTY_SHA256, objectUrl, signRequest } from "@server/upload/s3-signer";
import { isValidKeyTemplate, keyFileName, keyPattern, keyPrefixOf, renderFileParts, renderServerParts } from "@shared/upload-key";

describe("SigV4", () => {
  test("signs the AWS documentation's GET example to its published signature", () => {
    const headers = signRequest(
      { accessKey: "AKIAIOSFODNN7EXAMPLE", secretKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" },
      { method: "GET", url: "https://examplebucket.s3.amazonaws.com/test.txt", headers: { Range: "bytes=0-9" }, payloadHash: EMPTY_SHA256, at: new Date("2013-05-24T00:00:00Z") },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  test("object URLs encode each key segment once", () => {
    expect(objectUrl("http://127.0.0.1:9000/b/", "storage/海南 a+b/x.png")).toBe("http://127.0.0.1:9000/b/storage/%E6%B5%B7%E5%8D%97%20a%2Bb/x.png");
  });
});

describe("key template", () => {
  const sha1 = "a9993e364706816aba3e25717850c26c9cd0d89d";

  test("the name part is cleaned and cut to 15 characters", () => {
    expect(keyFileName("海南省三亚市亚龙湾热带天堂森林公园门票.jpg")).toBe("海南省三亚市亚龙湾热带天堂森林");
    expect(keyFileName("../../etc/pass wd.png")).toBe("etcpasswd");
    expect(keyFileName("<img src=x onerror=alert(1)>report.final.pdf")).toBe("report.final");
    expect(keyFileName("a@b#c?d&e=f,g+h'i:j k.txt")).toBe("abcdefghijk");
  });

  test("server parts first, then the file's; the prefix stops at the first file part", () => {
    const rendered = renderServerParts("/storage/{topic}/{year}{mon}{day}/{hour}{min}{sec}_{random}_{fileName}{fileSha1}{.suffix}", "avatar", new Date("2026-03-04T05:06:07Z"));
    expect(rendered).toBe("storage/avatar/20260304/050607_{random}_{fileName}{fileSha1}{.suffix}");
    expect(keyPrefixOf(rendered)).toBe("storage/avatar/20260304/050607_");
    const key = renderFileParts(rendered, { name: "photo.PNG", suffix: "png", sha1 });
    expect(key).toMatch(new RegExp(`^storage/avatar/20260304/050607_[A-Za-z0-9]{8}_photo${sha1}\\.png$`));
    const pattern = keyPattern("/storage/{topic}/{year}{mon}{day}/{hour}{min}{sec}_{random}_{fileName}{fileSha1}{.suffix}", "avatar", { name: "photo.PNG", suffix: "png", sha1 });
    expect(pattern.test(key)).toBe(true);
    expect(pattern.test(key.replace("avatar", "other"))).toBe(false);
    expect(pattern.test(key.replace(sha1, "b".repeat(40)))).toBe(false);
  });

  test("templates need {fileSha1} and known placeholders, and no way out of their folder", () => {
    expect(isValidKeyTemplate("storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}")).toBe(true);
    expect(isValidKeyTemplate("{fileSha1}")).toBe(true);
    expect(isValidKeyTemplate("storage/{topic}/{fileName}.{suffix}")).toBe(false);
    expect(isValidKeyTemplate("storage/{unknown}/{fileSha1}")).toBe(false);
    expect(isValidKeyTemplate("../{fileSha1}")).toBe(false);
    expect(isValidKeyTemplate("a//{fileSha1}")).toBe(false);
    expect(isValidKeyTemplate("a b/{fileSha1}")).toBe(false);
  });
});
