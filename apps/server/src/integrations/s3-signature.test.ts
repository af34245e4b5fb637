import { describe, expect, it } from 'vitest';
import { signS3Request } from './s3-signature';

describe('signS3Request', () => {
  // The "GET Object" worked example of AWS's SigV4 header-based auth page
  // (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html), with its published signature.
  it('reproduces the AWS documentation example', () => {
    const authorization = signS3Request(
      'GET',
      '/test.txt',
      {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
